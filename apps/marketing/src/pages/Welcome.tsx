import type { Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { filterMessages as f } from '../careTeam';
import { MONTHLY_PRICE_USD, MONTHLY_SAVING_USD, programDescription, programs, programTitle } from '../programs';
import { siteMessages as m } from '../site.messages';
import { localizedPath } from '../url';
import { HeroIllustration, ProgramIllustration } from '../illustrations/Illustrations';
import { CareTeamLinks } from './FilterPage';
import { giftMessages, healthPlanMessages, welcomeMoreMessages } from './more.pages.messages';
import * as styles from './pages.css';

/** / [Welcome]: what Matrona is, its six programs, the care team (each a link to its /filters page) and the membership. */
export function Welcome({ language }: { language: Language }) {
  const intl = useIntl();
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.page}>
          <Heading level={1}>{intl.formatMessage(m.welcomeTitle)}</Heading>
          <Text size="large">{intl.formatMessage(m.welcomeIntro)}</Text>
          <Text>{intl.formatMessage(m.price, { price: usd(MONTHLY_PRICE_USD), saving: usd(MONTHLY_SAVING_USD) })}</Text>
        </div>
        <HeroIllustration />
      </div>
      <Heading level={2}>{intl.formatMessage(m.programsTitle)}</Heading>
      <ul className={styles.programs}>
        {programs.map((program) => (
          <li key={program.id} className={styles.program}>
            <ProgramIllustration program={program} />
            <Heading level={3}>{intl.formatMessage(programTitle(program))}</Heading>
            <Text>{intl.formatMessage(programDescription(program))}</Text>
            <Link href={localizedPath(`/${program.slug}`, language)}>
              {intl.formatMessage(m.learnMore, { program: intl.formatMessage(programTitle(program)) })}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-labelledby="welcome-care-team" className={styles.page}>
        <Heading level={2} id="welcome-care-team">
          {intl.formatMessage(f.careTeam)}
        </Heading>
        <CareTeamLinks language={language} />
      </nav>
      <section aria-labelledby="welcome-others" className={styles.page}>
        <Heading level={2} id="welcome-others">
          {intl.formatMessage(welcomeMoreMessages.othersTitle)}
        </Heading>
        <Text>{intl.formatMessage(m.coverage)}</Text>
        <div className={styles.actions}>
          <LinkButton href={localizedPath('/health-plans', language)} variant="secondary">
            {intl.formatMessage(healthPlanMessages.title)}
          </LinkButton>
          <LinkButton href={localizedPath('/gifts', language)} variant="secondary">
            {intl.formatMessage(giftMessages.title)}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
