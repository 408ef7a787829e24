import type { Schema } from '@mat/api';
import { questionnairesQueries } from '@mat/api';
import { Alert, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useFailureNotice } from '../shared/useFailureNotice';
import * as screen from '../shared/screen.css';
import { giftCardMessages as m } from './giftCard.messages';
import { LinkNotFound } from './LinkNotFound';
import * as styles from './questionnaires.css';

export interface GiftCardScreenProps {
  /** The questionnaire's slug (/q/{questionnaireSlug}/gift). */
  slug: string;
  /** The questionnaire's id when the link carries it: the other kinds to choose from, and the way back to it. */
  questionnaireId?: number;
  /** Where the questionnaire is answered, when known. */
  questionnaireHref?: string;
}

type GiftCard = Schema<'GiftCard'>;

const money = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

/**
 * /q/{questionnaireSlug}/gift: the thank-you gift card a questionnaire offers. Once she has finished
 * it, she picks one kind and sees its code, here again on every visit; before, the page says how to
 * earn it.
 */
export function GiftCardScreen({ slug, questionnaireId, questionnaireHref }: GiftCardScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const shown = useQuery({
    ...questionnairesQueries.getGiftCard(client, { params: { path: { slug } } }),
    retry: false,
  });
  const others = useQuery({
    ...questionnairesQueries.listOtherGiftCards(client, { params: { path: { id: questionnaireId ?? 0 } } }),
    enabled: questionnaireId !== undefined && shown.data?.code === null,
  });

  if (shown.isError)
    return (
      <LinkNotFound
        error={shown.error}
        title={intl.formatMessage(m.notFoundTitle)}
        body={intl.formatMessage(m.notFoundBody)}
      />
    );
  const card = shown.data;
  if (!card) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton />
      </div>
    );
  }
  if (card.code !== null) return <GiftCardCode card={card} />;
  return <GiftCardChoices slug={slug} choices={[card, ...(others.data ?? [])]} questionnaireHref={questionnaireHref} />;
}

/** The kind she picked and its code, shown again on every visit. */
function GiftCardCode({ card }: { card: GiftCard }) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{card.title}</Heading>
      <Text>{card.description}</Text>
      <Text>{intl.formatMessage(m.value, { value: money(intl, card.amount_cents) })}</Text>
      <div className={styles.stack}>
        <Heading level={2}>{intl.formatMessage(m.yourCode)}</Heading>
        <Text>
          <strong>{card.code}</strong>
        </Text>
        <Text>{intl.formatMessage(m.codeHelp)}</Text>
      </div>
    </div>
  );
}

/**
 * The kinds to choose from (the first is the one the link named). Picking one asks the server for
 * its code: a code shows it here (the page's card becomes it); none means the questionnaire is not finished yet.
 */
function GiftCardChoices({
  slug,
  choices,
  questionnaireHref,
}: {
  slug: string;
  choices: GiftCard[];
  questionnaireHref?: string;
}) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<string | null>(null);
  const [notEarned, setNotEarned] = useState(false);
  const card = choices[0]!;

  async function pick(card: GiftCard) {
    setPicking(card.type);
    setNotEarned(false);
    try {
      const picked = await queryClient.fetchQuery({
        ...questionnairesQueries.getGiftCardOfType(client, { params: { path: { slug, type: card.type } } }),
        staleTime: 0,
      });
      if (picked.code === null) setNotEarned(true);
      else
        queryClient.setQueryData(
          questionnairesQueries.getGiftCard(client, { params: { path: { slug } } }).queryKey,
          picked,
        );
    } catch (error) {
      fail(error, 'errors.generic');
    } finally {
      setPicking(null);
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{card.title}</Heading>
      {/* Its description is with the others, in the list of kinds to choose from. */}
      <Heading level={2}>{intl.formatMessage(m.choose)}</Heading>
      <Text>{intl.formatMessage(m.chooseHelp)}</Text>
      {notEarned && (
        <Alert tone="info" isLive>
          {intl.formatMessage(m.notEarned)}
        </Alert>
      )}
      <ul className={styles.lines}>
        {choices.map((choice) => (
          <li key={choice.type} className={styles.line}>
            <Text>{choice.description}</Text>
            <Button variant="secondary" isPending={picking === choice.type} onPress={() => void pick(choice)}>
              {intl.formatMessage(m.pick, { title: choice.title, value: money(intl, choice.amount_cents) })}
            </Button>
          </li>
        ))}
      </ul>
      {notEarned && questionnaireHref && (
        <LinkButton href={questionnaireHref}>{intl.formatMessage(m.toQuestionnaire)}</LinkButton>
      )}
    </div>
  );
}
