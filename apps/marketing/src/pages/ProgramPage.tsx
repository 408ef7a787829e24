import type { Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { careTeamFilters, filterPath, filterTitles } from '../careTeam';
import { ProgramIllustration } from '../illustrations/Illustrations';
import { MONTHLY_PRICE_USD, programDescription, programTitle, type Program } from '../programs';
import { siteMessages as m } from '../site.messages';
import { localizedPath } from '../url';
import { programPageMessages as p } from './programPage.messages';
import * as styles from './pages.css';

/**
 * /{program}: one of the six programs [spec 1], with its drawing, who the specialists are, what a
 * visit looks like and what the care costs without Gold (spec 9's average costs) and with it.
 */
export function ProgramPage({
  program,
  language,
  appOrigin,
}: {
  program: Program;
  language: Language;
  appOrigin: string;
}) {
  const intl = useIntl();
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const specialist = careTeamFilters.find((filter) => filter.program === program.slug)!;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.page}>
          <Heading level={1}>{intl.formatMessage(programTitle(program))}</Heading>
          <Text size="large">{intl.formatMessage(programDescription(program))}</Text>
        </div>
        <ProgramIllustration program={program} />
      </div>
      <section aria-labelledby="program-who" className={styles.page}>
        <Heading level={2} id="program-who">
          {intl.formatMessage(p.whoTitle)}
        </Heading>
        <Text>{intl.formatMessage(p[`${program.id}Who`])}</Text>
        <Text>{intl.formatMessage(p.languages)}</Text>
        <Link href={localizedPath(filterPath(specialist), language)}>
          {intl.formatMessage(filterTitles[specialist.id])}
        </Link>
      </section>
      <section aria-labelledby="program-visit" className={styles.page}>
        <Heading level={2} id="program-visit">
          {intl.formatMessage(p.visitTitle)}
        </Heading>
        <Text>{intl.formatMessage(p[`${program.id}Visit`])}</Text>
        <Text>{intl.formatMessage(m.programHours)}</Text>
      </section>
      <section aria-labelledby="program-cost" className={styles.page}>
        <Heading level={2} id="program-cost">
          {intl.formatMessage(p.costTitle)}
        </Heading>
        <ul className={styles.articleList}>
          <li>
            <Text>
              {intl.formatMessage(specialist.perVisit ? p.withoutPerVisit : p.without, {
                cost: usd(specialist.averageCostUsd),
              })}
            </Text>
          </li>
          <li>
            <Text>{intl.formatMessage(p.with, { price: usd(MONTHLY_PRICE_USD) })}</Text>
          </li>
          {program.id === 'infant_feeding' && (
            <li>
              <Text>{intl.formatMessage(p.atHomeLactation)}</Text>
            </li>
          )}
        </ul>
      </section>
      <div className={styles.actions}>
        <LinkButton href={`${appOrigin}/auth/register`} variant="primary">
          {intl.formatMessage(m.join)}
        </LinkButton>
        <Link href={localizedPath('/', language)}>{intl.formatMessage(m.allPrograms)}</Link>
      </div>
    </div>
  );
}
