import type { Schema } from '@mat/api';
import { ApiError, questionnairesQueries } from '@mat/api';
import { Alert, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useFailureNotice } from '../shared/useFailureNotice';
import * as screen from '../shared/screen.css';
import { giftCardMessages as m } from './giftCard.messages';
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

/**
 * /q/{questionnaireSlug}/gift: the thank-you gift card a questionnaire offers. Once she has finished
 * it, she picks one kind and sees its code, here again on every visit; before, the page says how to
 * earn it.
 */
export function GiftCardScreen({ slug, questionnaireId, questionnaireHref }: GiftCardScreenProps) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const shown = useQuery({
    ...questionnairesQueries.getGiftCard(client, { params: { path: { slug } } }),
    retry: false,
  });
  const others = useQuery({
    ...questionnairesQueries.listOtherGiftCards(client, { params: { path: { id: questionnaireId ?? 0 } } }),
    enabled: questionnaireId !== undefined && shown.data?.code === null,
  });
  const [picking, setPicking] = useState<string | null>(null);
  const [notEarned, setNotEarned] = useState(false);
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

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

  if (shown.isError) {
    const missing = shown.error instanceof ApiError && (shown.error.status === 404 || shown.error.status === 422);
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.notFoundTitle)}</Heading>
        <Text>
          {missing ? intl.formatMessage(m.notFoundBody) : intl.formatMessage({ id: 'errors.loadDataFailed' })}
        </Text>
      </div>
    );
  }
  const card = shown.data;
  if (!card) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton />
      </div>
    );
  }
  if (card.code !== null) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{card.title}</Heading>
        <Text>{card.description}</Text>
        <Text>{intl.formatMessage(m.value, { value: money(card.amount_cents) })}</Text>
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
  const choices = [card, ...(others.data ?? [])];
  return (
    <div className={screen.screen}>
      <Heading level={1}>{card.title}</Heading>
      <Text>{card.description}</Text>
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
              {intl.formatMessage(m.pick, { title: choice.title, value: money(choice.amount_cents) })}
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
