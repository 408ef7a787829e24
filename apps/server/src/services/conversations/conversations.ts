// The patient's conversations with care team organizations (spec 7, "Conversations"): categories,
// recipients, the list and a thread, starting one and writing in it with the credits rule (spec 6
// and 9), read and unread, and attachments opened by signed links.
import { MESSAGES_PER_QUESTION, canMessageProductOrganization, canSendMessage, responsesLeft } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  allConversationCategories,
  conversationCategoriesInOrder,
  conversationCategoryById,
  conversationOfPatient,
  insertConversation,
  organizationsOfPatientTeamAndMatrona,
  practitionerKnownToPatient,
  preparePatientConversationPages,
  readConversationNotifications,
  updateConversation,
} from '../../db/queries/conversations.js';
import { organizationById } from '../../db/queries/coverages.js';
import { countSentByPatient, latestMessagesIn, sentByPatientIn } from '../../db/queries/messages.js';
import { markGreetingRead, spendMessageCredit } from '../../db/queries/users.js';
import { ConflictError, ForbiddenError, NotFoundError, invalidFields } from '../errors.js';
import { hasGoldView } from '../gold.js';
import { languageOf, type Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { ensureGreeting, greetingName } from './greeting.js';
import { messageArrivals, type StreamOptions } from './live.js';
import { toCategory, toPractitioner, type CategoryRow, type ConversationRow, type OrganizationRow } from './present.js';
import { checkedContent, checkedMessage, type MessageInput, type Threads } from './threads.js';
import type { IncomingFile } from '../files/uploads.js';

export type NewConversation = { organization_id: number; category_id?: number; name?: string; content: string };

const noCredits = () => new ConflictError('errors.noMessageCredits', 'There are no message credits in this account');

const MAX_ID = 2_147_483_647;
const MAX_NAME_LENGTH = 120;

/** A question as its multipart form brought it (openapi NewConversationForm): the fields checked as the JSON schema would, and its files. */
export function checkedQuestionForm(form: { fields: Record<string, string>; files: IncomingFile[] }): {
  input: NewConversation;
  files: MessageInput['files'];
} {
  const { organization_id, category_id, name, content, ...unknown } = form.fields;
  const problems: Record<string, string> = Object.fromEntries(
    Object.keys(unknown).map((field) => [field, 'validation.invalid']),
  );
  const id = (field: string, raw: string | undefined) => {
    if (raw === undefined) return undefined;
    const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= MAX_ID)) problems[field] = 'validation.invalid';
    return value;
  };
  const organizationId = id('organization_id', organization_id);
  if (organization_id === undefined) problems.organization_id = 'validation.required';
  const categoryId = id('category_id', category_id);
  if (name !== undefined && name.length > MAX_NAME_LENGTH) problems.name = 'validation.invalid';
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  // The content and the files follow the message's own rule (threads.ts).
  const message = checkedMessage({ fields: content === undefined ? {} : { content }, files: form.files });
  return {
    input: {
      organization_id: organizationId!,
      ...(categoryId === undefined ? {} : { category_id: categoryId }),
      ...(name === undefined ? {} : { name }),
      content: message.content,
    },
    files: message.files,
  };
}

export class Conversations {
  // The list is the Team tab's 30-second poll of every signed-in patient: its SQL is built once per
  // filter (and prepared once per connection on PostgreSQL), not again for each poll.
  private readonly pages;

  constructor(
    private readonly db: Database,
    private readonly threads: Threads,
    private readonly now: () => Date,
  ) {
    this.pages = preparePatientConversationPages(db);
  }

  async categories(user: UserRow) {
    const rows = await conversationCategoriesInOrder(this.db);
    return rows.map((row) => toCategory(row, languageOf(user)));
  }

  /** Matrona's own care team (with Gold view or can_message_matrona) and the organizations of the patient's care team. */
  async recipientOrganizations(user: UserRow): Promise<OrganizationRow[]> {
    const mayWriteMatrona = canMessageProductOrganization({
      goldView: hasGoldView(user, this.now()),
      canMessageMatrona: user.canMessageMatrona,
    });
    const rows = await organizationsOfPatientTeamAndMatrona(this.db, user.id);
    return rows.filter((row) => row.kind !== 'matrona' || mayWriteMatrona);
  }

  async recipients(user: UserRow) {
    return (await this.recipientOrganizations(user)).map((row) => ({
      organization_id: row.id,
      name: row.name,
      logo: row.logoUrl,
      kind: row.kind,
    }));
  }

  /**
   * A page of the patient's conversations (`read` 0: the unread ones, the Team tab's 30-second poll)
   * in one statement: whether her greeting exists, her conversations with their category, latest
   * message and her own messages' count. Only a patient never greeted yet takes more (the greeting
   * is made, then the page is read again).
   */
  async page(user: UserRow, page: number, read?: 0 | 1) {
    const first = await this.pageRows(user, page, read);
    const rows = first[0]?.greeted
      ? first
      : (await ensureGreeting(this.db, user, languageOf(user), this.now()), await this.pageRows(user, page, read));
    const result = toPage(
      rows.filter((row) => row.conversation !== null),
      page,
    );
    const language = languageOf(user);
    const goldView = hasGoldView(user, this.now());
    return {
      ...result,
      data: result.data.map((row) =>
        this.toItem(row.conversation!, row.category, row.lastMessage, row.sent, language, goldView),
      ),
    };
  }

  private pageRows(user: UserRow, page: number, read?: 0 | 1) {
    const query = read === undefined ? this.pages.all : read === 1 ? this.pages.read : this.pages.unread;
    return query.execute({ patientId: user.id, ...pageWindow(page) });
  }

  /** The patient's own conversation; another's is 404 like one that does not exist. */
  async owned(user: UserRow, id: number): Promise<ConversationRow> {
    const row = await conversationOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async get(user: UserRow, id: number) {
    const [conversation] = await this.present(user, [await this.owned(user, id)]);
    return conversation!;
  }

  /** The live events of the patient's own conversation (another's is 404 before the stream opens), until `signal` aborts or her session ends. */
  async events(user: UserRow, id: number, signal: AbortSignal, options: StreamOptions) {
    const conversation = await this.owned(user, id);
    return messageArrivals(this.db, conversation.id, signal, options);
  }

  async messages(user: UserRow, id: number, page: number) {
    return this.threads.page(await this.owned(user, id), page, languageOf(user), 'patient');
  }

  /** A free member without credits is refused before a form is read, so nothing is uploaded for nothing. */
  refuseWithoutCredits(user: UserRow) {
    if (canSendMessage({ goldView: hasGoldView(user, this.now()), messageCredits: user.messageCredits }))
      throw noCredits();
  }

  /** Starts a conversation with its first message and that message's files; a free member spends a credit on it. */
  async start(user: UserRow, input: NewConversation, files: MessageInput['files'] = []) {
    const content = checkedContent(input.content);
    const organization = await organizationById(this.db, input.organization_id);
    const recipients = await this.recipientOrganizations(user);
    if (!organization) throw invalidFields({ organization_id: 'validation.pickOneOption' });
    if (!recipients.some((r) => r.id === organization.id)) {
      if (organization.kind === 'matrona')
        throw new ForbiddenError('Writing to Matrona needs Gold or can_message_matrona');
      throw invalidFields({ organization_id: 'validation.pickOneOption' });
    }
    let categoryName: string | null = null;
    if (input.category_id !== undefined) {
      const category = await conversationCategoryById(this.db, input.category_id);
      if (!category) throw invalidFields({ category_id: 'validation.pickOneOption' });
      categoryName = toCategory(category, languageOf(user)).name;
    }
    const name = input.name?.trim() || categoryName || content.slice(0, 60);
    const at = this.now();
    let stored: Awaited<ReturnType<Threads['storeFiles']>> | null = null;
    try {
      const id = await this.db.transaction(async (tx) => {
        await this.spendCredit(tx, user);
        const conversation = await insertConversation(tx, {
          patientId: user.id,
          organizationId: organization.id,
          categoryId: input.category_id ?? null,
          name,
          waitingSince: at,
          lastMessageAt: at,
          createdAt: at,
        });
        // The files' keys name the conversation; a refusal after this point removes them again.
        stored = await this.threads.storeFiles(conversation, { content, files });
        await this.threads.insertMessage(tx, conversation, { content, files }, stored.keys, { patient: true }, at);
        return conversation.id;
      });
      return this.get(user, id);
    } catch (error) {
      await (stored as Awaited<ReturnType<Threads['storeFiles']>> | null)?.discard();
      throw error;
    }
  }

  /** Writes in the patient's own thread, within the thread's limit and the credits rule. */
  async send(user: UserRow, id: number, read: () => Promise<MessageInput>) {
    const conversation = await this.owned(user, id);
    const goldView = hasGoldView(user, this.now());
    // Refused before the form is read, so a patient without credits does not upload for nothing.
    const refusal = canSendMessage({ goldView, messageCredits: user.messageCredits });
    if (refusal) throw noCredits();
    await this.refuseOverLimit(conversation, goldView);
    const input = await read();
    const stored = await this.threads.storeFiles(conversation, input);
    const at = this.now();
    try {
      const written = await this.db.transaction(async (tx) => {
        await this.spendCredit(tx, user);
        const result = await this.threads.insertMessage(tx, conversation, input, stored.keys, { patient: true }, at);
        await updateConversation(tx, conversation.id, {
          lastMessageAt: at,
          handledAt: null,
          waitingSince: conversation.waitingSince ?? at,
        });
        return result;
      });
      return this.threads.toMessage(written.message, written.attachments, languageOf(user), 'patient', {
        patient: { id: user.id, name: `${user.firstName} ${user.lastName}` },
        practitioner: null,
        organization: null,
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
  }

  async markRead(user: UserRow, id: number, read: boolean) {
    const conversation = await this.owned(user, id);
    await this.db.transaction(async (tx) => {
      await updateConversation(tx, conversation.id, { readByPatient: read });
      // The replies she has now read no longer wait under the bell.
      if (read) await readConversationNotifications(tx, conversation.id, user.id, this.now());
      // The greeting is marked read once, for good (messages_options.linda_greeting_message_read).
      if (read && conversation.kind === 'greeting') await markGreetingRead(tx, user.id);
    });
  }

  async attachmentUrls(user: UserRow, attachmentId: number, download: boolean) {
    const found = await this.threads.attachment(attachmentId);
    if (!found || found.conversation.patientId !== user.id) throw new NotFoundError();
    return this.threads.link(found.attachment, download);
  }

  /** A practitioner of the patient's care team, or one who wrote to the patient. */
  async practitioner(user: UserRow, id: number) {
    const row = await practitionerKnownToPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return toPractitioner(row.practitioner, row.organization, languageOf(user));
  }

  /** Unless Gold, one credit per message, taken only if one is left (a race cannot go below zero). */
  private async spendCredit(tx: Database, user: UserRow) {
    if (hasGoldView(user, this.now())) return;
    if (!(await spendMessageCredit(tx, user.id))) throw noCredits();
  }

  private async refuseOverLimit(conversation: ConversationRow, goldView: boolean) {
    if (goldView) return;
    if (responsesLeft(MESSAGES_PER_QUESTION, await this.sentByPatient(conversation.id)) === 0)
      throw new ConflictError('errors.messageLimitReached', 'This question has reached its limit of messages', {});
  }

  private sentByPatient(conversationId: number): Promise<number> {
    return countSentByPatient(this.db, conversationId);
  }

  private async present(user: UserRow, rows: ConversationRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const language = languageOf(user);
    const goldView = hasGoldView(user, this.now());
    const [categories, latest, sent] = await Promise.all([
      allConversationCategories(this.db),
      latestMessagesIn(this.db, ids),
      sentByPatientIn(this.db, ids),
    ]);
    return rows.map((row) =>
      this.toItem(
        row,
        categories.find((c) => c.id === row.categoryId) ?? null,
        latest.find((m) => m.conversationId === row.id)?.content ?? null,
        sent.find((s) => s.conversationId === row.id)?.n ?? 0,
        language,
        goldView,
      ),
    );
  }

  private toItem(
    row: ConversationRow,
    category: CategoryRow | null,
    lastMessage: string | null,
    sent: number,
    language: Language,
    goldView: boolean,
  ) {
    return {
      id: row.id,
      organization_id: row.organizationId,
      // The greeting's name is Matrona's words, in the language the app shows; other names are the patient's.
      name: row.kind === 'greeting' ? greetingName(language) : row.name,
      category: category ? toCategory(category, language) : null,
      last_message: lastMessage,
      last_message_date: row.lastMessageAt?.toISOString() ?? null,
      read: row.readByPatient,
      // The greeting is not a question, and Gold writes without limit.
      responses_left: row.kind === 'greeting' || goldView ? null : responsesLeft(MESSAGES_PER_QUESTION, sent),
    };
  }
}
