import type { Schema } from '@mat/api';
import { useRef, useState } from 'react';
import { useFailureNotice } from '../shared/useFailureNotice';
import type { AnswerValue } from './QuestionField';
import {
  firstUnansweredStep,
  isAnswered,
  questionsOfStep,
  resumeStep,
  useQuestionnaireRun,
  type Questionnaire,
} from './useQuestionnaireRun';

export type Phase =
  | { kind: 'answering' }
  /** After a crisis answer: the crisis lines, before anything else; then the next step. Whether the team was told is the server's word. */
  | { kind: 'crisis'; alertedTeam: Schema<'AlertedTeam'> | null }
  | { kind: 'result'; end: Schema<'QuestionnaireEnd'> }
  | { kind: 'stopped' };

/**
 * Answering a questionnaire, step by step: each answer saved as it is given (a crisis answer turns
 * to the crisis lines first), the step saved before moving so another device resumes there, the
 * end refused while a required question is open (she is taken to its step), and stopping with an
 * optional reason.
 */
export function useAnswering(
  questionnaire: Questionnaire,
  privateId: string | undefined,
  setPhase: (phase: Phase) => void,
) {
  const fail = useFailureNotice();
  const { run, save, progress, end, terminate } = useQuestionnaireRun(questionnaire.id, privateId);
  const runId = run?.questionnaire_user_id ?? questionnaire.questionnaire_user!.questionnaire_user_id;
  const steps = questionnaire.steps;
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  const index = Math.min(stepIndex ?? resumeStep(questionnaire), steps.length - 1);
  const step = steps[index]!;
  const [given, setGiven] = useState<Map<number, AnswerValue>>(new Map());
  const [missing, setMissing] = useState(false);
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

  return {
    runId,
    steps,
    step,
    index,
    isLast,
    answerOf,
    missing,
    answer,
    goTo,
    next,
    finish,
    ...useStopping(runId, terminate, setPhase),
    pending: save.isPending || progress.isPending || end.isPending,
    headingRef,
  };
}

/** Stopping the questionnaire part way, with a reason if she gives one; what she answered stays. */
function useStopping(
  runId: number,
  terminate: ReturnType<typeof useQuestionnaireRun>['terminate'],
  setPhase: (phase: Phase) => void,
) {
  const fail = useFailureNotice();
  const [stopOpen, setStopOpen] = useState(false);
  const [reason, setReason] = useState('');

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

  return { stopOpen, setStopOpen, reason, setReason, stop, stopping: terminate.isPending };
}
