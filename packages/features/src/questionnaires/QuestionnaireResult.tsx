import type { Schema } from '@mat/api';
import { SCREENING_POSITIVE_FROM } from '@mat/domain';
import { Button, Heading, Link, LinkButton, Text } from '@mat/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { CrisisResources } from './CrisisResources';
import * as styles from './questionnaires.css';
import { giftCardMessages as gm } from './giftCard.messages';
import { questionnairesMessages as m } from './questionnaires.messages';

export interface QuestionnaireResultProps {
  end: Schema<'QuestionnaireEnd'>;
  slug: string;
  /** Where the patient goes back to; a visitor has no list. */
  listHref?: string;
  coachHref: string;
  /** The page of the gift card the questionnaire offers (/q/{questionnaireSlug}/gift by default). */
  giftCardHref?: (slug: string) => string;
}

const defaultGiftCardHref = (slug: string) => `/q/${encodeURIComponent(slug)}/gift`;

/** The Edinburgh scale's slug: a positive Edinburgh screen without crisis offers a coach (issue 16). */
const EDINBURGH = 'edinburgh';

/**
 * The end of a questionnaire: the crisis lines first when an answer called for them, then the total
 * and what its band means (worded by @mat/domain, in the run's language).
 */
export function QuestionnaireResult({
  end,
  slug,
  listHref,
  coachHref,
  giftCardHref = defaultGiftCardHref,
}: QuestionnaireResultProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLDivElement>(null);
  const [declined, setDeclined] = useState(false);
  const offerCoach = !end.crisis && slug === EDINBURGH && end.score !== null && end.score >= SCREENING_POSITIVE_FROM;
  useEffect(() => {
    if (!end.crisis) headingRef.current?.focus();
  }, [end.crisis]);

  return (
    <div className={screen.screen}>
      {end.crisis && <CrisisResources alertedTeam={end.alerted_team} />}
      <div ref={headingRef} tabIndex={-1} className={styles.focusTarget}>
        <Heading level={end.crisis ? 2 : 1}>{intl.formatMessage(m.resultTitle)}</Heading>
      </div>
      {end.score !== null && end.max_score !== null ? (
        <Text>
          <strong>{intl.formatMessage(m.resultScore, { score: end.score, max: end.max_score })}</strong>
          {end.band && ` (${intl.formatMessage(m.resultBand, { band: end.band })})`}
        </Text>
      ) : (
        <Text>{intl.formatMessage(m.thanks)}</Text>
      )}
      {end.result && <Text>{end.result}</Text>}
      {end.score !== null && (
        <Text size="small" tone="muted">
          {intl.formatMessage(m.resultNotMedical)}
        </Text>
      )}
      {offerCoach && (
        <section aria-labelledby="coach-title" className={styles.item}>
          <Heading level={2} id="coach-title">
            {intl.formatMessage(m.coachTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.coachBody)}</Text>
          {declined ? (
            <div role="status">
              <Text>{intl.formatMessage(m.coachDeclined)}</Text>
            </div>
          ) : (
            <>
              <div className={screen.actions}>
                <LinkButton href={coachHref}>{intl.formatMessage(m.coachBook)}</LinkButton>
                <Button variant="secondary" onPress={() => setDeclined(true)}>
                  {intl.formatMessage(m.coachNo)}
                </Button>
              </div>
              <Text size="small" tone="muted">
                {intl.formatMessage(m.coachPlanned)}
              </Text>
            </>
          )}
        </section>
      )}
      {end.gift_card && (
        <section aria-labelledby="gift-card-title" className={styles.item}>
          <Heading level={2} id="gift-card-title">
            {intl.formatMessage(gm.resultTitle)}
          </Heading>
          <Text weight="bold">{end.gift_card.title}</Text>
          <Text>{end.gift_card.description}</Text>
          <div className={screen.actions}>
            <LinkButton href={giftCardHref(end.gift_card.slug)}>
              {intl.formatMessage(end.gift_card.code ? gm.resultSee : gm.resultPick)}
            </LinkButton>
          </div>
        </section>
      )}
      {listHref && (
        <Link href={listHref} isStandalone>
          {intl.formatMessage(m.backToList)}
        </Link>
      )}
    </div>
  );
}
