import { isAnswered } from '@mat/domain';
import { questionnairesMutations, questionnairesQueries, unwrap, type MatClient, type Schema } from '@mat/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMat } from '../provider/MatContext';
import type { AnswerValue } from './QuestionField';

export type Questionnaire = Schema<'Questionnaire'>;
export type Step = Schema<'QuestionnaireStep'>;

/** The questions of a step, each with the group it is saved under. */
export const questionsOfStep = (step: Step) =>
  step.groups.flatMap((group) => group.questions.map((question) => ({ question, groupId: group.id })));

/** What counts as an answer is @mat/domain's, as the server checks it at the end of a run: a blank text is none. */
export { isAnswered };

/** The first step with a required question left unanswered, or -1 when every one is answered. */
export function firstUnansweredStep(
  steps: readonly Step[],
  answerOf: (questionId: number) => AnswerValue | undefined,
): number {
  return steps.findIndex((step) =>
    questionsOfStep(step).some(({ question }) => question.required && !isAnswered(answerOf(question.id))),
  );
}

/** Where the patient left off: the step saved as progress, else the first one still to answer. */
export function resumeStep(questionnaire: Questionnaire): number {
  const steps = questionnaire.steps;
  const saved = questionnaire.questionnaire_user?.questionnaire_user_progress.step_id;
  const at = saved ? steps.findIndex((s) => s.id === saved) : -1;
  if (at >= 0) return at;
  const answers = new Map(questionnaire.responses.map((r) => [r.questions_id, r.response]));
  return Math.max(
    0,
    firstUnansweredStep(steps, (id) => answers.get(id)),
  );
}

/** The calls that move a signed-in patient's run. */
const patientCalls = (client: MatClient) => ({
  start: questionnairesMutations.startQuestionnaire(client),
  language: questionnairesMutations.changeQuestionnaireLanguage(client),
  save: questionnairesMutations.saveAnswer(client),
  progress: questionnairesMutations.saveQuestionnaireProgress(client),
  end: questionnairesMutations.endQuestionnaire(client),
  terminate: questionnairesMutations.terminateQuestionnaire(client),
});

type RunCalls = ReturnType<typeof patientCalls>;
type VariablesOf<K extends keyof RunCalls> = Parameters<NonNullable<RunCalls[K]['mutationFn']>>[0];

/** A call no visitor's screen makes: the run exists before the private link opens, and stays. */
const notForVisitors = () => Promise.reject(new Error('Not available in a private link'));

/**
 * The same calls for a visitor's run, by its private link: each takes the patient's variables and
 * sends the visitor's call with the private id, so the screen is one for both.
 */
function visitorCalls(client: MatClient, privateId: string): RunCalls {
  const run = (questionnaire_user_id: number) => ({ private_id: privateId, questionnaire_user_id });
  return {
    start: { mutationKey: ['questionnaires', 'startVisitorRun'] as const, mutationFn: notForVisitors },
    terminate: { mutationKey: ['questionnaires', 'terminateVisitorRun'] as const, mutationFn: notForVisitors },
    language: {
      mutationKey: ['questionnaires', 'changeVisitorLanguage'] as const,
      mutationFn: ({ params, body }: VariablesOf<'language'>) =>
        unwrap(client.PUT('/survey-run/language', { body: { ...run(params.path.id), ...body } })),
    },
    save: {
      mutationKey: ['questionnaires', 'saveVisitorAnswer'] as const,
      mutationFn: ({ body }: VariablesOf<'save'>) =>
        unwrap(client.POST('/survey-run/save-answer', { body: { ...body, private_id: privateId } })),
    },
    progress: {
      mutationKey: ['questionnaires', 'saveVisitorProgress'] as const,
      mutationFn: ({ params, body }: VariablesOf<'progress'>) =>
        unwrap(client.PUT('/survey-run/progress', { body: { ...run(params.path.id), ...body } })),
    },
    end: {
      mutationKey: ['questionnaires', 'endVisitorRun'] as const,
      mutationFn: ({ body }: VariablesOf<'end'>) =>
        unwrap(client.POST('/survey-run/end', { body: run(body.questionnaire_user_id) })),
    },
  } as unknown as RunCalls;
}

/**
 * The patient's open run of a questionnaire and the calls that move it; with a private id, the
 * visitor's run that the private link opens (a public survey answered without an account). The run follows the app's
 * language: switching language mid-way changes the run's language (answers are stored by option
 * value, so they stay) and the texts are fetched again in the new one.
 */
export function useQuestionnaireRun(questionnaireId: number, privateId?: string) {
  const { client, locale } = useMat();
  const queryClient = useQueryClient();
  const calls = privateId === undefined ? patientCalls(client) : visitorCalls(client, privateId);
  const query$ = privateId === undefined ? { status: 'active' as const } : { private_id: privateId };
  const options = questionnairesQueries.getQuestionnaire(client, {
    params: { path: { id: questionnaireId }, query: query$ },
  });
  // A private link that opens nothing is 404 at once: not tried again.
  const query = useQuery({
    ...options,
    enabled: Number.isInteger(questionnaireId) && questionnaireId > 0,
    ...(privateId === undefined ? {} : { retry: false }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const start = useMutation({ ...calls.start, onSuccess: refresh });
  const language = useMutation({ ...calls.language, onSuccess: refresh });
  const save = useMutation(calls.save);
  const progress = useMutation(calls.progress);
  const end = useMutation({
    ...calls.end,
    // The list's states and results change; this run's page stays on its result.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', 'listProfileQuestionnaires'] }),
  });
  const terminate = useMutation({
    ...calls.terminate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', 'listProfileQuestionnaires'] }),
  });

  const run = query.data?.questionnaire_user ?? null;
  const wanted = locale === 'es' ? 'ES' : 'EN';
  const runId = run?.questionnaire_user_id;
  const runLanguage = run?.questionnaire_user_language;
  // A visitor's finished run is closed to changes (the server answers 409): it stays as answered.
  const closed = privateId !== undefined && run?.end_at !== null && run?.end_at !== undefined;
  const changeLanguage = language.mutate;
  const changing = language.isPending;
  // One try per run and language: a failed change is not repeated in a loop.
  const tried = useRef('');
  useEffect(() => {
    const attempt = `${runId}:${wanted}`;
    if (runId === undefined || closed || runLanguage === wanted || changing || tried.current === attempt) return;
    tried.current = attempt;
    changeLanguage({ params: { path: { id: runId } }, body: { language: wanted } });
  }, [runId, closed, runLanguage, wanted, changing, changeLanguage]);

  return { query, run, start, save, progress, end, terminate, changingLanguage: changing };
}
