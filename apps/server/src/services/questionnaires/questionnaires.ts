// The questionnaire engine [spec 3 "Questionnaire", 4]: a patient starts a run, saves each answer
// and where they are, resumes on any device, changes language with answers kept, ends it (scored by
// @mat/domain for a screening) or stops it for a reason, and clones a finished run to edit it.
// Every run is the patient's own: another patient's id answers 404. A visitor's run of a public
// survey belongs to no patient: its private id, kept hashed, is the only key to it.
import {
  isCrisisResponse,
  questionnaireProgressPercent,
  questionsOf,
  scoreQuestionnaire,
  unansweredRequiredQuestions,
  validateAnswer,
  type AnswerValue,
  type QuestionnaireDefinition,
  type ScreeningResult,
} from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  allQuestionnaires,
  deleteResponse,
  finishedRunsOfPatient,
  insertResponses,
  insertRun,
  insertSeededQuestionnaires,
  openRunOfPatient,
  questionnaireOfId,
  questionnaireOfSlug,
  responsesOfRun,
  runOfOwner,
  runOfPatientResponse,
  runOfQuestionnaire,
  runsOfPatient,
  updateRun,
  upsertResponse,
  type NewRun,
  type QuestionnaireRow,
  type ResponseRow,
  type RunOwner,
  type RunRow,
} from '../../db/queries/questionnaires.js';
import { PROFILE_QUESTIONNAIRES, seededDefinitions } from '../../db/questionnaires/index.js';
import type { CareTeamAlerts } from '../care-team/alerts.js';
import { alertedTeamOf, type AlertedTeam } from '../care-team/staff-alerts.js';
import { ConflictError, NotFoundError, ValidationError, invalidFields } from '../errors.js';
import { hashToken, newSessionToken } from '../secrets.js';
import type { UserRow } from '../sessions.js';

export { PROFILE_QUESTIONNAIRES };

export type { QuestionnaireRow, ResponseRow, RunRow };
export type RunLanguage = 'EN' | 'ES';

/** A run with what the contract shows of it: its questionnaire and answers. */
export type Run = { run: RunRow; questionnaire: QuestionnaireRow; responses: ResponseRow[] };

export type AnswerInput = {
  questionnaire_user_id: number;
  group_id: number;
  question_id: number;
  response: AnswerValue;
};

/** Whose run it is: a signed-in patient, or a visitor holding the run's private id. */
export type Visitor = { privateId: string };
export type Owner = UserRow | Visitor;
const isVisitor = (owner: Owner): owner is Visitor => 'privateId' in owner;

/** Ownership in the query: a patient's own runs, or the one run whose private id this is. */
const ownedBy = (owner: Owner): RunOwner =>
  isVisitor(owner) ? { privateIdHash: hashToken(owner.privateId) } : { userId: owner.id };

const isOpen = (run: RunRow) => run.endAt === null && !run.isTerminated;

/**
 * A private id opens its finished run for this long after the end, to read it again; after that
 * the link is as if it never was (404). An open run's link works until the run is finished.
 */
export const VISITOR_LINK_DAYS = 7;

export class Questionnaires {
  private seeded: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly alerts: CareTeamAlerts,
    private readonly now: () => Date,
  ) {}

  /** The seeded questionnaires exist in every database; a second instance's insert does nothing. */
  private ensureSeeded(): Promise<void> {
    this.seeded ??= insertSeededQuestionnaires(
      this.db,
      seededDefinitions.map((definition) => ({ slug: definition.slug, definition })),
    );
    return this.seeded;
  }

  async bySlug(slug: string): Promise<QuestionnaireRow> {
    await this.ensureSeeded();
    const row = await questionnaireOfSlug(this.db, slug);
    if (!row) throw new NotFoundError('No such questionnaire');
    return row;
  }

  async questionnaire(id: number): Promise<QuestionnaireRow> {
    await this.ensureSeeded();
    const row = await questionnaireOfId(this.db, id);
    if (!row) throw new NotFoundError('No such questionnaire');
    return row;
  }

  /**
   * The questionnaire with the patient's run: the open one (`active`), the last finished one
   * (`completed`), or without a status the open one else the last finished; and the answers of
   * the finished run before it, to compare.
   */
  async withRun(
    user: UserRow,
    questionnaireId: number,
    status?: 'active' | 'completed',
  ): Promise<{
    questionnaire: QuestionnaireRow;
    run: RunRow | null;
    responses: ResponseRow[];
    previous: ResponseRow[];
  }> {
    const questionnaire = await this.questionnaire(questionnaireId);
    const runs = await runsOfPatient(this.db, user.id, questionnaireId);
    const finished = runs.filter((r) => r.endAt !== null && !r.isTerminated);
    const open = runs.find(isOpen) ?? null;
    const run =
      status === 'active' ? open : status === 'completed' ? (finished[0] ?? null) : (open ?? finished[0] ?? null);
    const earlier = finished.find((r) => run === null || (r.id !== run.id && r.startedAt <= run.startedAt)) ?? null;
    return {
      questionnaire,
      run,
      responses: run ? await this.responses(run.id) : [],
      previous: earlier ? await this.responses(earlier.id) : [],
    };
  }

  /**
   * The patient's run of a seeded profile questionnaire (baby info, medical history, pregnancy):
   * the open one, else the last finished one, else none; with its answers.
   */
  async profileRun(user: UserRow, slug: (typeof PROFILE_QUESTIONNAIRES)[keyof typeof PROFILE_QUESTIONNAIRES]) {
    const questionnaire = await this.bySlug(slug);
    const { run, responses } = await this.withRun(user, questionnaire.id);
    return { questionnaire, run, responses };
  }

  /**
   * The questionnaire with the visitor's run that the private id opens, else 404 (a wrong private
   * id and another questionnaire's run look the same).
   */
  async visitorRun(questionnaireId: number, visitor: Visitor) {
    const questionnaire = await this.questionnaire(questionnaireId);
    const run = await runOfQuestionnaire(this.db, ownedBy(visitor), questionnaireId);
    if (!run || this.linkRanOut(run)) throw new NotFoundError('No such questionnaire run');
    return { questionnaire, run, responses: await this.responses(run.id), previous: [] };
  }

  private linkRanOut(run: RunRow): boolean {
    return run.endAt !== null && this.now().getTime() - run.endAt.getTime() > VISITOR_LINK_DAYS * 86_400_000;
  }

  /**
   * Starts a run of a survey's questionnaire opened by a private link: a new run each time, with a
   * new private id (256 random bits) given back once; only its hash is kept. A visitor's run is no
   * one's; a patient's satisfaction survey is hers too.
   */
  async startVisitor(
    questionnaireId: number,
    language: RunLanguage,
    patient?: UserRow,
  ): Promise<Run & { privateId: string }> {
    const questionnaire = await this.questionnaire(questionnaireId);
    const privateId = newSessionToken();
    const run = await insertRun(this.db, {
      userId: patient?.id ?? null,
      privateIdHash: hashToken(privateId),
      questionnaireId,
      language,
      startedAt: this.now(),
    });
    return { run, questionnaire, responses: [], privateId };
  }

  /** Starts a run, or gives back the open one so the patient resumes where they left off. */
  async start(user: UserRow, questionnaireId: number): Promise<Run> {
    const questionnaire = await this.questionnaire(questionnaireId);
    const open = await openRunOfPatient(this.db, user.id, questionnaireId);
    if (open) return { run: open, questionnaire, responses: await this.responses(open.id) };
    const run = await insertRun(this.db, {
      userId: user.id,
      questionnaireId,
      language: user.prefs.language === 'es' ? 'ES' : 'EN',
      startedAt: this.now(),
    });
    return { run, questionnaire, responses: [] };
  }

  /** The owner's own run, or 404: another's id is not told apart from a missing one. */
  async owned(owner: Owner, runId: number): Promise<Run> {
    const row = await runOfOwner(this.db, ownedBy(owner), runId);
    if (!row) throw new NotFoundError('No such questionnaire run');
    if (isVisitor(owner) && this.linkRanOut(row.run)) throw new NotFoundError('No such questionnaire run');
    return { ...row, responses: await this.responses(runId) };
  }

  private async ownedOpen(owner: Owner, runId: number): Promise<Run> {
    const owned = await this.owned(owner, runId);
    if (!isOpen(owned.run)) throw new ConflictError('errors.conflict', 'This questionnaire is finished or stopped');
    return owned;
  }

  /**
   * Saves one answer, checked against its question. A crisis answer (EPDS item 10, PHQ-9 item 9
   * above 0) records the care team's urgent alert with the answer, in one transaction, then pages
   * the on-call clinician: `crisis` tells the app to show the crisis resources next. A visitor is
   * no patient of a care team: they are shown the crisis resources, and no alert is made.
   */
  async saveAnswer(
    owner: Owner,
    input: AnswerInput,
  ): Promise<{ response: ResponseRow; crisis: boolean; alertedTeam: AlertedTeam | null; run: Run }> {
    const owned = await this.ownedOpen(owner, input.questionnaire_user_id);
    const definition = owned.questionnaire.definition;
    const place = questionsOf(definition).find(({ question }) => question.id === input.question_id);
    if (!place) throw invalidFields({ question_id: 'validation.invalid' });
    if (place.groupId !== input.group_id) throw invalidFields({ group_id: 'validation.invalid' });
    const problem = validateAnswer(place.question, input.response);
    if (problem) throw invalidFields({ response: problem });

    const crisis = isCrisisResponse(definition, input.question_id, input.response);
    // The run's patient, also when she answers through her private link (challenge-keys.ts).
    const patientId = isVisitor(owner) ? owned.run.userId : owner.id;
    const crisisAnswer = patientId !== null && {
      userId: patientId,
      questionnaireUserId: owned.run.id,
      questionId: input.question_id,
      questionnaireTitle: definition.title.en,
    };
    const { response, alert } = await this.db.transaction(async () => {
      const values = { response: { value: input.response }, groupId: input.group_id, updatedAt: this.now() };
      const saved = await upsertResponse(this.db, owned.run.id, input.question_id, values);
      return {
        response: saved,
        alert: crisis && crisisAnswer ? await this.alerts.record(this.db, crisisAnswer) : null,
      };
    });
    if (alert?.isNew && crisisAnswer) await this.alerts.notifyOnCall(alert.alert, crisisAnswer);
    const alertedTeam = alert && crisisAnswer ? await alertedTeamOf(this.db, crisisAnswer.userId) : null;
    return { response, crisis, alertedTeam, run: { ...owned, responses: await this.responses(owned.run.id) } };
  }

  /** Remembers the step and group the patient is on, to resume there on any device. */
  async saveProgress(owner: Owner, runId: number, stepId: number, groupId: number): Promise<Run> {
    const owned = await this.ownedOpen(owner, runId);
    const step = owned.questionnaire.definition.steps.find((s) => s.id === stepId);
    if (!step) throw invalidFields({ step_id: 'validation.invalid' });
    if (!step.groups.some((g) => g.id === groupId)) throw invalidFields({ group_id: 'validation.invalid' });
    return this.update(owned, { progressStepId: stepId, progressGroupId: groupId });
  }

  /**
   * Shows the run in another language. Answers are stored by option value, so they are kept
   * whatever the language shown. A patient may read her finished runs in either language; a
   * visitor's finished run is closed.
   */
  async changeLanguage(owner: Owner, runId: number, language: RunLanguage): Promise<Run> {
    return this.update(await (isVisitor(owner) ? this.ownedOpen(owner, runId) : this.owned(owner, runId)), {
      language,
    });
  }

  /** Stops a run for a reason (or takes the stop back); a finished run cannot be stopped. */
  async terminate(user: UserRow, runId: number, isTerminated: boolean, reason: string | null): Promise<Run> {
    const owned = await this.owned(user, runId);
    if (owned.run.endAt !== null) throw new ConflictError('errors.conflict', 'This questionnaire is finished');
    const trimmed = reason?.trim() || null;
    return this.update(owned, { isTerminated, terminationReason: isTerminated ? trimmed : null });
  }

  /**
   * Ends a run: every required question answered (else 422 validation.answerAll), and a
   * screening's score, band and crisis flag stored from @mat/domain's rule.
   */
  async end(
    owner: Owner,
    questionnaireId: number,
    runId: number,
  ): Promise<{ run: Run; result: ScreeningResult | null; alertedTeam: AlertedTeam | null }> {
    const owned = await this.ownedOpen(owner, runId);
    if (owned.run.questionnaireId !== questionnaireId) throw new NotFoundError('No such questionnaire run');
    const answers = answerMap(owned.responses);
    const definition = owned.questionnaire.definition;
    if (unansweredRequiredQuestions(definition, answers).length > 0) {
      throw new ValidationError(
        { questionnaire_user_id: 'validation.answerAll' },
        undefined,
        'Please answer all questions',
      );
    }
    const result = scoreQuestionnaire(definition, answers);
    const run = await this.update(owned, {
      endAt: this.now(),
      score: result?.total ?? null,
      bandMin: result?.band[0] ?? null,
      bandMax: result?.band[1] ?? null,
      crisis: result?.crisis ?? false,
    });
    // Told from the alert itself: a patient's run (through her private link too) has one, a visitor's never.
    const alertedTeam = result?.crisis ? await this.alerts.alertedFor(owned.run.id) : null;
    return { run, result, alertedTeam };
  }

  /** Copies a finished run's answers into a new open run, to edit them. */
  async clone(user: UserRow, runId: number): Promise<Run> {
    const source = await this.owned(user, runId);
    if (source.run.endAt === null)
      throw new ConflictError('errors.conflict', 'Only a finished questionnaire can be copied');
    const now = this.now();
    const run = await this.db.transaction(async () => {
      const copy = await insertRun(this.db, {
        userId: user.id,
        questionnaireId: source.run.questionnaireId,
        language: source.run.language,
        startedAt: now,
        clonedFromId: source.run.id,
        progressStepId: source.run.progressStepId,
        progressGroupId: source.run.progressGroupId,
      });
      if (source.responses.length > 0) {
        await insertResponses(
          this.db,
          source.responses.map((r) => ({
            questionnaireUserId: copy.id,
            questionId: r.questionId,
            groupId: r.groupId,
            response: r.response,
            updatedAt: now,
          })),
        );
      }
      return copy;
    });
    return { run, questionnaire: source.questionnaire, responses: await this.responses(run.id) };
  }

  /** Removes one answer of the patient's open run. */
  async deleteResponse(user: UserRow, responseId: number): Promise<void> {
    const runId = await runOfPatientResponse(this.db, user.id, responseId);
    if (runId === undefined) throw new NotFoundError('No such answer');
    await this.ownedOpen(user, runId);
    await deleteResponse(this.db, responseId);
  }

  /**
   * Every screening the patient can answer (the check-ins), each with the patient's latest run (to
   * start, resume or see the result) and the finished runs newest first: the results over time.
   * The profile's questionnaires and organizations' surveys are reached from their own pages.
   */
  async summaries(
    user: UserRow,
  ): Promise<{ questionnaire: QuestionnaireRow; latest: RunRow | null; finished: RunRow[] }[]> {
    await this.ensureSeeded();
    const all = await allQuestionnaires(this.db);
    const rows = all.filter((row) => row.definition.scoring !== null);
    const runs = await runsOfPatient(this.db, user.id);
    return rows.map((questionnaire) => {
      const own = runs.filter((r) => r.questionnaireId === questionnaire.id);
      const finished = own
        .filter((r) => r.endAt !== null && !r.isTerminated)
        .sort((a, b) => b.endAt!.getTime() - a.endAt!.getTime() || b.id - a.id);
      return { questionnaire, latest: own[0] ?? null, finished };
    });
  }

  /** The patient's finished runs of each questionnaire, newest first: results over time. */
  async finishedRuns(user: UserRow, questionnaireIds?: number[]): Promise<RunRow[]> {
    return finishedRunsOfPatient(this.db, user.id, questionnaireIds);
  }

  private async responses(runId: number): Promise<ResponseRow[]> {
    return responsesOfRun(this.db, runId);
  }

  private async update(owned: Run, values: Partial<NewRun>): Promise<Run> {
    return { ...owned, run: await updateRun(this.db, owned.run.id, values) };
  }
}

export const answerMap = (responses: readonly ResponseRow[]): Map<number, AnswerValue> =>
  new Map(responses.map((r) => [r.questionId, r.response.value]));

export const progressPercent = (definition: QuestionnaireDefinition, responses: readonly ResponseRow[]): number =>
  questionnaireProgressPercent(definition, answerMap(responses));
