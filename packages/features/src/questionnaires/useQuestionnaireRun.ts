import { questionnairesMutations, questionnairesQueries, type Schema } from '@mat/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMat } from '../provider/MatContext';
import type { AnswerValue } from './QuestionField';

export type Questionnaire = Schema<'Questionnaire'>;
export type Step = Schema<'QuestionnaireStep'>;

/** The questions of a step, each with the group it is saved under. */
export const questionsOfStep = (step: Step) => step.groups.flatMap((group) => group.questions.map((question) => ({ question, groupId: group.id })));

export const isAnswered = (value: AnswerValue | undefined) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The first step with a required question left unanswered, or -1 when every one is answered. */
export function firstUnansweredStep(steps: readonly Step[], answerOf: (questionId: number) => AnswerValue | undefined): number {
  return steps.findIndex((step) => questionsOfStep(step).some(({ question }) => question.required && !isAnswered(answerOf(question.id))));
}

/** Where the patient left off: the step saved as progress, else the first one still to answer. */
export function resumeStep(questionnaire: Questionnaire): number {
  const steps = questionnaire.steps;
  const saved = questionnaire.questionnaire_user?.questionnaire_user_progress.step_id;
  const at = saved ? steps.findIndex((s) => s.id === saved) : -1;
  if (at >= 0) return at;
  const answers = new Map(questionnaire.responses.map((r) => [r.questions_id, r.response]));
  return Math.max(0, firstUnansweredStep(steps, (id) => answers.get(id)));
}

/**
 * The patient's open run of a questionnaire and the calls that move it. The run follows the app's
 * language: switching language mid-way changes the run's language (answers are stored by option
 * value, so they stay) and the texts are fetched again in the new one.
 */
export function useQuestionnaireRun(questionnaireId: number) {
  const { client, locale } = useMat();
  const queryClient = useQueryClient();
  const options = questionnairesQueries.getQuestionnaire(client, { params: { path: { id: questionnaireId }, query: { status: 'active' } } });
  const query = useQuery({ ...options, enabled: Number.isInteger(questionnaireId) && questionnaireId > 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const start = useMutation({ ...questionnairesMutations.startQuestionnaire(client), onSuccess: refresh });
  const language = useMutation({ ...questionnairesMutations.changeQuestionnaireLanguage(client), onSuccess: refresh });
  const save = useMutation(questionnairesMutations.saveAnswer(client));
  const progress = useMutation(questionnairesMutations.saveQuestionnaireProgress(client));
  const end = useMutation({
    ...questionnairesMutations.endQuestionnaire(client),
    // The list's states and results change; this run's page stays on its result.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', 'listProfileQuestionnaires'] }),
  });
  const terminate = useMutation({
    ...questionnairesMutations.terminateQuestionnaire(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', 'listProfileQuestionnaires'] }),
  });

  const run = query.data?.questionnaire_user ?? null;
  const wanted = locale === 'es' ? 'ES' : 'EN';
  const runId = run?.questionnaire_user_id;
  const runLanguage = run?.questionnaire_user_language;
  const changeLanguage = language.mutate;
  const changing = language.isPending;
  // One try per run and language: a failed change is not repeated in a loop.
  const tried = useRef('');
  useEffect(() => {
    const attempt = `${runId}:${wanted}`;
    if (runId === undefined || runLanguage === wanted || changing || tried.current === attempt) return;
    tried.current = attempt;
    changeLanguage({ params: { path: { id: runId } }, body: { language: wanted } });
  }, [runId, runLanguage, wanted, changing, changeLanguage]);

  return { query, run, start, save, progress, end, terminate, changingLanguage: changing };
}
