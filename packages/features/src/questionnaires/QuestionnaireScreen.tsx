import { Alert, AlertDialog, Button, Heading, LinkButton, ProgressBar, Skeleton, Text, TextArea } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { CrisisResources } from './CrisisResources';
import { SendPrivateLink } from './SendPrivateLink';
import { QuestionField } from './QuestionField';
import { QuestionnaireResult } from './QuestionnaireResult';
import * as styles from './questionnaires.css';
import { questionnairesMessages as m } from './questionnaires.messages';
import { useAnswering, type Phase } from './useAnswering';
import { isAnswered, questionsOfStep, useQuestionnaireRun, type Questionnaire } from './useQuestionnaireRun';

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
  const answering = useAnswering(questionnaire, privateId, setPhase);

  if (phase.kind === 'crisis') {
    return (
      <div className={screen.screen}>
        <CrisisResources alertedTeam={phase.alertedTeam}>
          <div className={screen.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                setPhase({ kind: 'answering' });
                if (answering.isLast) void answering.finish();
                else void answering.goTo(answering.index + 1);
              }}
            >
              {intl.formatMessage(answering.isLast ? m.crisisSeeResult : m.crisisContinue)}
            </Button>
          </div>
        </CrisisResources>
      </div>
    );
  }

  return (
    <div className={screen.screen} aria-busy={busy}>
      <Heading level={1}>{questionnaire.title}</Heading>
      <ProgressBar
        label={intl.formatMessage(m.questionOf, { current: answering.index + 1, total: answering.steps.length })}
        value={answering.index + 1}
        minValue={0}
        maxValue={answering.steps.length}
      />
      <section aria-labelledby="questionnaire-step" className={screen.form}>
        <div ref={answering.headingRef} tabIndex={-1} className={styles.focusTarget}>
          <Heading level={2} id="questionnaire-step">
            {answering.step.title ??
              intl.formatMessage(m.questionOf, { current: answering.index + 1, total: answering.steps.length })}
          </Heading>
        </div>
        {questionsOfStep(answering.step).map(({ question, groupId }) => (
          <QuestionField
            key={`${question.id}-${questionnaire.questionnaire_user?.questionnaire_user_language}`}
            question={question}
            value={answering.answerOf(question.id)}
            onAnswer={(value) => void answering.answer(question.id, groupId, value)}
            errorMessage={
              answering.missing && question.required && !isAnswered(answering.answerOf(question.id))
                ? intl.formatMessage(m.chooseAnswer)
                : undefined
            }
            isDisabled={busy}
          />
        ))}
        <div className={screen.actions}>
          {answering.index > 0 && (
            <Button
              variant="secondary"
              onPress={() => void answering.goTo(answering.index - 1)}
              isDisabled={answering.pending}
            >
              {intl.formatMessage(m.back)}
            </Button>
          )}
          <Button onPress={answering.next} isPending={answering.pending}>
            {intl.formatMessage(answering.isLast ? m.finish : m.next)}
          </Button>
        </div>
      </section>
      {privateId === undefined && (
        <>
          <SendPrivateLink runId={answering.runId} />
          <div className={screen.actions}>
            <Button variant="tertiary" onPress={() => answering.setStopOpen(true)}>
              {intl.formatMessage(m.stop)}
            </Button>
          </div>
        </>
      )}
      <AlertDialog
        isOpen={answering.stopOpen}
        onOpenChange={answering.setStopOpen}
        title={intl.formatMessage(m.stopTitle)}
        confirmLabel={intl.formatMessage(m.stopConfirm)}
        cancelLabel={intl.formatMessage(m.keepGoing)}
        onConfirm={answering.stop}
        isPending={answering.stopping}
      >
        <Text>{intl.formatMessage(m.stopBody)}</Text>
        <TextArea
          label={intl.formatMessage(m.stopReason)}
          value={answering.reason}
          onChange={answering.setReason}
          maxLength={500}
        />
      </AlertDialog>
    </div>
  );
}
