import type { Language } from '@mat/domain';
import { Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { programDescription, programs, programTitle } from '../programs';
import { siteMessages as m } from '../site.messages';
import { localizedPath } from '../url';
import * as styles from './pages.css';

/** Spec section 9: membership is advertised at $30 a month, saving over $1,000 a month. */
const MONTHLY_PRICE_USD = 30;
const MONTHLY_SAVING_USD = 1000;

/** / [Welcome]: what Matrona is, its six programs and the membership. */
export function Welcome({ language }: { language: Language }) {
  const intl = useIntl();
  const usd = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(m.welcomeTitle)}</Heading>
      <Text size="large">{intl.formatMessage(m.welcomeIntro)}</Text>
      <Text>{intl.formatMessage(m.price, { price: usd(MONTHLY_PRICE_USD), saving: usd(MONTHLY_SAVING_USD) })}</Text>
      <Heading level={2}>{intl.formatMessage(m.programsTitle)}</Heading>
      <ul className={styles.programs}>
        {programs.map((program) => (
          <li key={program.id} className={styles.program}>
            <Heading level={3}>{intl.formatMessage(programTitle(program))}</Heading>
            <Text>{intl.formatMessage(programDescription(program))}</Text>
            <Link href={localizedPath(`/${program.slug}`, language)}>
              {intl.formatMessage(m.learnMore, { program: intl.formatMessage(programTitle(program)) })}
            </Link>
          </li>
        ))}
      </ul>
      <Text tone="muted">{intl.formatMessage(m.coverage)}</Text>
    </div>
  );
}
