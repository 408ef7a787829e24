import type { Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import {
  careTeamFilters,
  filterMessages as f,
  filterPath,
  filterTitles,
  programOf,
  type CareTeamFilter,
} from '../careTeam';
import { MONTHLY_PRICE_USD, MONTHLY_SAVING_USD, programDescription, programTitle } from '../programs';
import { siteMessages as m } from '../site.messages';
import { localizedPath } from '../url';
import * as styles from './pages.css';

/** /filters/{filterSlug}: one member of the care team, their program, what their care usually costs, and the others. */
export function FilterPage({
  filter,
  language,
  appOrigin,
}: {
  filter: CareTeamFilter;
  language: Language;
  appOrigin: string;
}) {
  const intl = useIntl();
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const program = programOf(filter);
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(filterTitles[filter.id])}</Heading>
      <Text size="large">{intl.formatMessage(programDescription(program))}</Text>
      <Text>
        {intl.formatMessage(filter.perVisit ? f.costPerVisit : f.cost, { cost: usd(filter.averageCostUsd) })}{' '}
        {intl.formatMessage(m.price, { price: usd(MONTHLY_PRICE_USD), saving: usd(MONTHLY_SAVING_USD) })}
      </Text>
      <Text>{intl.formatMessage(m.programHours)}</Text>
      <div className={styles.actions}>
        <LinkButton href={`${appOrigin}/auth/register`} variant="primary">
          {intl.formatMessage(m.join)}
        </LinkButton>
        <Link href={localizedPath(`/${program.slug}`, language)}>
          {intl.formatMessage(m.learnMore, { program: intl.formatMessage(programTitle(program)) })}
        </Link>
      </div>
      <nav aria-labelledby="filters-others" className={styles.page}>
        <Heading level={2} id="filters-others">
          {intl.formatMessage(f.others)}
        </Heading>
        <CareTeamLinks language={language} except={filter} />
      </nav>
    </div>
  );
}

/** A link to each member's /filters page (but one), in the page's language. */
export function CareTeamLinks({ language, except }: { language: Language; except?: CareTeamFilter }) {
  const intl = useIntl();
  return (
    <ul className={styles.articleList}>
      {careTeamFilters
        .filter((other) => other.slug !== except?.slug)
        .map((other) => (
          <li key={other.slug}>
            <Link href={localizedPath(filterPath(other), language)}>{intl.formatMessage(filterTitles[other.id])}</Link>
          </li>
        ))}
    </ul>
  );
}
