import { profileQueries, questionnairesQueries, type Schema } from '@mat/api';
import { Button, Card, EmptyState, Heading, LinkButton, ReadingsChart, Skeleton, Text } from '@mat/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { save } from '../shared/saveDownload';
import * as screen from '../shared/screen.css';
import { useFailureNotice } from '../shared/useFailureNotice';
import * as styles from './questionnaires.css';
import { questionnairesMessages as m } from './questionnaires.messages';

type Summary = Schema<'QuestionnaireSummary'>;

export interface QuestionnairesScreenProps {
  /** Where one questionnaire is answered, e.g. /questionnaire/{id}. */
  questionnaireHref: (id: number) => string;
}

/** /questionnaire and /q: the check-ins the patient can take, each with its results over time. */
export function QuestionnairesScreen({ questionnaireHref }: QuestionnairesScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const list = useQuery(profileQueries.listProfileQuestionnaires(client));
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.listTitle)}</Heading>
      <Text>{intl.formatMessage(m.listIntro)}</Text>
      {list.isPending && <Skeleton lines={3} />}
      {list.isSuccess && list.data.length === 0 && <EmptyState title={intl.formatMessage(m.none)} />}
      <ul className={styles.list}>
        {list.data?.map((summary) => (
          <Card as="li" key={summary.id}>
            <SummaryCard summary={summary} href={questionnaireHref(summary.id)} />
          </Card>
        ))}
      </ul>
    </div>
  );
}

function SummaryCard({ summary, href }: { summary: Summary; href: string }) {
  const intl = useIntl();
  const date = (at: string) => intl.formatDate(at, { dateStyle: 'medium' });
  const state = {
    not_started: intl.formatMessage(m.notStarted),
    in_progress: intl.formatMessage(m.inProgress),
    completed: intl.formatMessage(m.completed, { date: summary.end_at ? date(summary.end_at) : '' }),
    terminated: intl.formatMessage(m.terminated),
  }[summary.status];
  const action = summary.status === 'in_progress' ? m.resume : summary.status === 'not_started' ? m.start : m.again;
  const scored = summary.results.filter((r): r is typeof r & { score: number } => r.score !== null);
  const latest = summary.results[0];
  return (
    <div className={styles.item}>
      <Heading level={2}>{summary.title}</Heading>
      <Text tone="muted">{state}</Text>
      {scored.length > 0 && (
        <ReadingsChart
          title={intl.formatMessage(m.history, { title: summary.title })}
          unit={intl.formatMessage(m.historyUnit)}
          formatAt={date}
          series={[
            {
              id: `total-${summary.id}`,
              label: intl.formatMessage(m.total),
              points: scored.map((r) => ({ at: r.end_at, value: r.score })),
            },
          ]}
        />
      )}
      <div className={screen.actions}>
        <LinkButton
          href={href}
          variant={summary.status === 'in_progress' ? 'primary' : 'secondary'}
          aria-label={`${intl.formatMessage(action)}: ${summary.title}`}
        >
          {intl.formatMessage(action)}
        </LinkButton>
        {latest && (
          <PdfButton
            runId={latest.questionnaire_user_id}
            label={intl.formatMessage(m.downloadPdfOf, { date: date(latest.end_at) })}
          />
        )}
      </div>
    </div>
  );
}

/** The finished run's answers as a PDF in the patient's language (GET questionnaire/user/{id}/pdf/generate). */
function PdfButton({ runId, label }: { runId: number; label: string }) {
  const { client } = useMat();
  const queryClient = useQueryClient();
  const fail = useFailureNotice();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const blob = await queryClient.fetchQuery(
        questionnairesQueries.downloadQuestionnairePdf(client, { params: { path: { id: runId } } }),
      );
      save(blob as Blob, `questionnaire-${runId}.pdf`);
    } catch (error) {
      fail(error, 'errors.generic');
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="tertiary" onPress={() => void download()} isPending={pending}>
      {label}
    </Button>
  );
}
