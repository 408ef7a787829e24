import type { Schema } from '@mat/api';
import { Alert, AlertDialog, Button, Heading, LinkButton, ProgressBar, Skeleton, Text, TextArea } from '@mat/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';
import * as screen from '../shared/screen.css';
import { CrisisResources } from './CrisisResources';
import { SendPrivateLink } from './SendPrivateLink';
import { QuestionField, type AnswerValue } from './QuestionField';
import { QuestionnaireResult } from './QuestionnaireResult';
import * as styles from './questionnaires.css';
import { questionnairesMessages as m } from './questionnaires.messages';
import {
  firstUnansweredStep,
  isAnswered,
  questionsOfStep,
  resumeStep,
  useQuestionnaireRun,
  type Questionnaire,
} from './useQuestionnaireRun';

export interface QuestionnaireScreenProps {
  questionnaireId: number;
  /**
   * A visitor's private link (/q/{id}/{privateId}): the run it opens, answered without an account
   * by the visitor's calls; a visitor's run has no list to go back to and is not stopped.
   */
  privateId?: string;
  /** The list of check-ins, where a stopped or finished one leads back; none for a visitor. */
  listHref?: string;
  /** Where booking a mental health coach lives, offered after a positive Edinburgh screen. */
  coachHref: string;
}

type Phase =
  | { kind: 'answering' }
  /** After a crisis answer: the crisis lines, before anything else; then the next step. Whether the team was told is the server's word. */
  | { kind: 'crisis'; alertedTeam: Schema<'AlertedTeam'> | null }
  | { kind: 'result'; end: Schema<'QuestionnaireEnd'> }
  | { kind: 'stopped' };

/**
 * /questionnaire/{id} and /q/{id}: a questionnaire one step at a time with its progress, each answer
 * saved as it is given, resumed where the patient left off, in the app's language.
 */
export function QuestionnaireScreen({ questionnaireId, privateId, listHref, coachHref }: QuestionnaireScreenProps) {
  const intl = useIntl();
  const { text: errorText } = useErrorText();
  const { query, run, start, changingLanguage } = useQuestionnaireRun(questionnaireId, privateId);
  const [phase, setPhase] = useState<Phase>({ kind: 'answering' });
  const questionnaire = query.data;

  if (phase.kind === 'result') {
    return (
      <QuestionnaireResult end={phase.end} slug={questionnaire?.slug ?? ''} listHref={listHref} coachHref={coachHref} />
    );
  }
  if (phase.kind === 'stopped') {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{questionnaire?.title}</Heading>
        <Text>{intl.formatMessage(m.stopped)}</Text>
        {listHref && <LinkButton href={listHref}>{intl.formatMessage(m.backToList)}</LinkButton>}
      </div>
    );
  }
  if (!questionnaire && query.isError) {
    return (
      <div className={screen.screen}>
        <Alert tone="danger" isLive>
          {errorText('errors.loadDataFailed')}
        </Alert>
        {listHref && <LinkButton href={listHref}>{intl.formatMessage(m.backToList)}</LinkButton>}
      </div>
    );
  }
  if (!questionnaire) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton />
      </div>
    );
  }
  if (!run) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{questionnaire.title}</Heading>
        {questionnaire.description && <Text>{questionnaire.description}</Text>}
        <div className={screen.actions}>
          <Button
            onPress={() => start.mutate({ params: { path: { id: questionnaire.id } } })}
            isPending={start.isPending || query.isFetching}
          >
            {intl.formatMessage(m.begin)}
          </Button>
        </div>
        <Source questionnaire={questionnaire} />
      </div>
    );
  }
  return (
    <Answering
      // The texts change with the run's language; answers and place stay.
      questionnaire={questionnaire}
      privateId={privateId}
      busy={changingLanguage || query.isFetching}
      phase={phase}
      setPhase={setPhase}
    />
  );
}

function Source({ questionnaire }: { questionnaire: Questionnaire }) {
  const intl = useIntl();
  if (!questionnaire.source) return null;
  return (
    <section aria-labelledby="questionnaire-source" className={styles.item}>
      <Heading level={2} id="questionnaire-source">
        {intl.formatMessage(m.sourceTitle)}
      </Heading>
      {/* A bibliographic reference is cited as published. */}
      <Text size="small" tone="muted">
        <span lang="en">{questionnaire.source.citation}</span>
      </Text>
    </section>
  );
}

interface AnsweringProps {
  questionnaire: Questionnaire;
  privateId: string | undefined;
  busy: boolean;
  phase: Phase;
  setPhase: (phase: Phase) => void;
}

function Answering({ questionnaire, privateId, busy, phase, setPhase }: AnsweringProps) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { run, save, progress, end, terminate } = useQuestionnaireRun(questionnaire.id, privateId);
  const runId = run?.questionnaire_user_id ?? questionnaire.questionnaire_user!.questionnaire_user_id;
  const steps = questionnaire.steps;
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  const index = Math.min(stepIndex ?? resumeStep(questionnaire), steps.length - 1);
  const step = steps[index]!;
  const [given, setGiven] = useState<Map<number, AnswerValue>>(new Map());
  const [missing, setMissing] = useState(false);
  const [stopOpen, setStopOpen] = useState(false);
  const [reason, setReason] = useState('');
  const headingRef = useRef<HTMLDivElement>(null);
  const saved = new Map(questionnaire.responses.map((r) => [r.questions_id, r.response]));
  const answerOf = (id: number) => (given.has(id) ? given.get(id) : saved.get(id));
  const isLast = index === steps.length - 1;

  async function answer(questionId: number, groupId: number, value: AnswerValue) {
    const before = answerOf(questionId);
    setGiven((map) => new Map(map).set(questionId, value));
    setMissing(false);
    try {
      const reply = await save.mutateAsync({
        body: { questionnaire_user_id: runId, group_id: groupId, question_id: questionId, response: value },
      });
      if (reply.crisis) setPhase({ kind: 'crisis', alertedTeam: reply.alerted_team });
    } catch (error) {
      setGiven((map) => new Map(map).set(questionId, before ?? null));
      fail(error, 'errors.generic');
    }
  }

  async function goTo(next: number) {
    const target = steps[next]!;
    try {
      // Saved before moving, so another device resumes on this very step.
      await progress.mutateAsync({
        params: { path: { id: runId } },
        body: { step_id: target.id, group_id: target.groups[0]!.id },
      });
      setStepIndex(next);
      setMissing(false);
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  async function finish() {
    const open = firstUnansweredStep(steps, answerOf);
    if (open >= 0) {
      if (open !== index) await goTo(open);
      setMissing(true);
      return;
    }
    try {
      const result = await end.mutateAsync({
        params: { path: { id: questionnaire.id } },
        body: { questionnaire_user_id: runId },
      });
      setPhase({ kind: 'result', end: result });
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  function next() {
    const unanswered = questionsOfStep(step).some(
      ({ question }) => question.required && !isAnswered(answerOf(question.id)),
    );
    if (unanswered) return setMissing(true);
    if (isLast) return void finish();
    void goTo(index + 1);
  }

  async function stop() {
    try {
      await terminate.mutateAsync({
        params: { path: { id: runId } },
        body: { is_terminated: true, termination_reason: reason.trim() || null },
      });
      setStopOpen(false);
      setPhase({ kind: 'stopped' });
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  if (phase.kind === 'crisis') {
    return (
      <div className={screen.screen}>
        <CrisisResources alertedTeam={phase.alertedTeam}>
          <div className={screen.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                setPhase({ kind: 'answering' });
                if (isLast) void finish();
                else void goTo(index + 1);
              }}
            >
              {intl.formatMessage(isLast ? m.crisisSeeResult : m.crisisContinue)}
            </Button>
          </div>
        </CrisisResources>
      </div>
    );
  }

  const pending = save.isPending || progress.isPending || end.isPending;
  return (
    <div className={screen.screen} aria-busy={busy}>
      <Heading level={1}>{questionnaire.title}</Heading>
      <ProgressBar
        label={intl.formatMessage(m.questionOf, { current: index + 1, total: steps.length })}
        value={index + 1}
        minValue={0}
        maxValue={steps.length}
      />
      <section aria-labelledby="questionnaire-step" className={screen.form}>
        <div ref={headingRef} tabIndex={-1} className={styles.focusTarget}>
          <Heading level={2} id="questionnaire-step">
            {step.title ?? intl.formatMessage(m.questionOf, { current: index + 1, total: steps.length })}
          </Heading>
        </div>
        {questionsOfStep(step).map(({ question, groupId }) => (
          <QuestionField
            key={`${question.id}-${questionnaire.questionnaire_user?.questionnaire_user_language}`}
            question={question}
            value={answerOf(question.id)}
            onAnswer={(value) => void answer(question.id, groupId, value)}
            errorMessage={
              missing && question.required && !isAnswered(answerOf(question.id))
                ? intl.formatMessage(m.chooseAnswer)
                : undefined
            }
            isDisabled={busy}
          />
        ))}
        <div className={screen.actions}>
          {index > 0 && (
            <Button variant="secondary" onPress={() => void goTo(index - 1)} isDisabled={pending}>
              {intl.formatMessage(m.back)}
            </Button>
          )}
          <Button onPress={next} isPending={pending}>
            {intl.formatMessage(isLast ? m.finish : m.next)}
          </Button>
        </div>
      </section>
      {privateId === undefined && (
        <>
          <SendPrivateLink runId={runId} />
          <div className={screen.actions}>
            <Button variant="tertiary" onPress={() => setStopOpen(true)}>
              {intl.formatMessage(m.stop)}
            </Button>
          </div>
        </>
      )}
      <AlertDialog
        isOpen={stopOpen}
        onOpenChange={setStopOpen}
        title={intl.formatMessage(m.stopTitle)}
        confirmLabel={intl.formatMessage(m.stopConfirm)}
        cancelLabel={intl.formatMessage(m.keepGoing)}
        onConfirm={stop}
        isPending={terminate.isPending}
      >
        <Text>{intl.formatMessage(m.stopBody)}</Text>
        <TextArea label={intl.formatMessage(m.stopReason)} value={reason} onChange={setReason} maxLength={500} />
      </AlertDialog>
    </div>
  );
}
