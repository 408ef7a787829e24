import type { Schema } from '@mat/api';
import { crisisResources } from '@mat/domain';
import { Alert, Heading, Link, Text } from '@mat/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertedTeamNotice } from '../shared/AlertedTeamNotice';
import * as styles from './questionnaires.css';
import { questionnairesMessages as m } from './questionnaires.messages';

/** 18338526262 is written 1-833-852-6262: what a person reads aloud and dials. */
const readable = (digits: string) =>
  digits.length === 11 ? `${digits[0]}-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}` : digits;

export interface CrisisResourcesProps {
  /**
   * Who the answer reached: a patient's run alerts her care team (or Matrona's on-call team when
   * she has none). A visitor's run (a public survey's private link) belongs to no patient and
   * alerts no one (null), so it must not say it did.
   */
  alertedTeam: Schema<'AlertedTeam'> | null;
  children?: ReactNode;
}

/**
 * The crisis lines of clinical.md in @mat/domain's order (911, 988, the maternal hotline, PSI),
 * each a tel: link and an sms: link where the line takes texts. Shown at once after a crisis
 * answer, before anything else, and takes focus so a screen reader starts here.
 */
export function CrisisResources({ alertedTeam, children }: CrisisResourcesProps) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="crisis-title"
      data-testid="crisis-resources"
      className={styles.stack}
    >
      <Heading level={1} id="crisis-title">
        {intl.formatMessage(m.crisisTitle)}
      </Heading>
      <Alert tone="danger">
        <Text>{intl.formatMessage({ id: 'advice.crisis.intro' })}</Text>
      </Alert>
      <ul className={styles.lines}>
        {crisisResources.map((line) => (
          <li key={line.id} className={styles.line}>
            <Text>{intl.formatMessage({ id: line.messageId })}</Text>
            <span className={styles.actions}>
              <Link href={`tel:${line.call}`} isStandalone>
                {intl.formatMessage(m.call, { number: readable(line.call) })}
              </Link>
              {line.text && (
                <Link href={`sms:${line.text}`} isStandalone>
                  {intl.formatMessage(m.text, { number: readable(line.text) })}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
      <AlertedTeamNotice team={alertedTeam} />
      {children}
    </section>
  );
}
