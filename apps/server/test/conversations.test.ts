// The patient's conversations with the care team: the greeting, asking and writing within the
// credits rule and a thread's limit, Gold, Matrona's own team, attachments, read and unread,
// and another patient's conversation as 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_QUESTION } from '@mat/domain';
import { messages, organizations, users } from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, messageForm, multipartForm, pdf, png } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const v2 = (
  operationId: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  patient: Patient | null,
  body?: object,
) => send('/api/v2', operationId, method, url, patient?.token ?? null, body);
const YEAR = 365 * 24 * 3600_000;

async function matronaId() {
  const [row] = await ctx.db.db.select().from(organizations).where(eq(organizations.kind, 'matrona'));
  return row!.id;
}

async function credits(patient: Patient) {
  const [row] = await ctx.db.db.select({ n: users.messageCredits }).from(users).where(eq(users.id, patient.id));
  return row!.n;
}

describe(`conversations on ${databaseKind}`, () => {
  it('greets a new patient once, from Matrona, in their language; reading it sets linda_greeting_message_read', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    const first = await v2('listConversations', 'GET', '/conversations', ana);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    const greeting = first.body.data[0];
    expect(greeting).toMatchObject({ read: false, responses_left: null, organization_id: await matronaId() });
    expect(greeting.last_message).toMatch(/12 horas.*7 días|7 días.*12 horas/);
    expect(greeting.name).toBe('Bienvenida a tu equipo de cuidado');
    expect((await v2('listConversations', 'GET', '/conversations', ana)).body.data).toHaveLength(1);

    const thread = await v2('listMessages', 'GET', `/conversations/${greeting.id}/messages`, ana);
    expect(thread.body.data[0].sender).toMatchObject({ name: 'Asistente de Matrona', user_type: 'assistant' });
    expect(thread.body.data[0].mine).toBe(false);

    expect((await v2('getCurrentUser', 'GET', '/user', ana)).body.messages_options).toEqual({
      linda_greeting_message_read: false,
    });
    expect((await v2('markConversationRead', 'POST', `/conversations/${greeting.id}/read`, ana)).status).toBe(204);
    expect((await v2('getCurrentUser', 'GET', '/user', ana)).body.messages_options).toEqual({
      linda_greeting_message_read: true,
    });
    expect((await v2('listConversations', 'GET', '/conversations?filters[read]=0', ana)).body.data).toEqual([]);
    expect((await v2('markConversationUnread', 'DELETE', `/conversations/${greeting.id}/read`, ana)).status).toBe(204);
    expect((await v2('listConversations', 'GET', '/conversations?filters[read]=0', ana)).body.data).toHaveLength(1);
  });

  it('offers the care team organizations, and Matrona only with Gold or can_message_matrona', async () => {
    const team = await createCareTeam(ctx, { name: 'Sunrise Maternity Care' });
    const free = await createPatient(ctx);
    await addToTeam(ctx, free.id, team);
    const names = async (p: Patient) =>
      (await v2('listConversationRecipients', 'GET', '/conversations/recipients', p)).body.map(
        (r: { name: string }) => r.name,
      );
    expect(await names(free)).toEqual(['Sunrise Maternity Care']);
    const gold = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    expect(await names(gold)).toEqual(['Matrona Care Team']);
    const allowed = await createPatient(ctx);
    await ctx.db.db.update(users).set({ canMessageMatrona: true }).where(eq(users.id, allowed.id));
    expect(await names(allowed)).toEqual(['Matrona Care Team']);

    // The server holds the rule, not only the screen.
    const refused = await v2('startConversation', 'POST', '/conversations', free, {
      organization_id: await matronaId(),
      content: 'Hello?',
    });
    expect(refused.status).toBe(403);
    expect(await credits(free)).toBe(2);
    const started = await v2('startConversation', 'POST', '/conversations', gold, {
      organization_id: await matronaId(),
      content: 'Hello?',
    });
    expect(started.status).toBe(201);
    expect(started.body.responses_left).toBeNull();
  });

  it('spends a credit per message for a free patient, and the third meets errors.noMessageCredits without a write', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const categories = (await v2('listConversationCategories', 'GET', '/conversations/categories', ana)).body;
    const feeding = categories.find((c: { name: string }) => c.name === 'Feeding');
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      category_id: feeding.id,
      content: 'How often should a 3-week-old eat?',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      name: 'Feeding',
      category: { name: 'Feeding' },
      last_message: 'How often should a 3-week-old eat?',
      responses_left: MESSAGES_PER_QUESTION - 1,
    });
    expect(await credits(ana)).toBe(1);

    const second = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${started.body.id}/message`,
      ana.token,
      messageForm('And at night?'),
    );
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      content: 'And at night?',
      mine: true,
      sender: { user_type: 'patient', name: 'Ana Rivera' },
    });
    expect(await credits(ana)).toBe(0);

    const third = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${started.body.id}/message`,
      ana.token,
      messageForm('One more thing'),
    );
    expect(third).toMatchObject({ status: 409, body: { code: 'errors.noMessageCredits' } });
    const another = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      content: 'New question',
    });
    expect(another).toMatchObject({ status: 409, body: { code: 'errors.noMessageCredits' } });
    const thread = await v2('listMessages', 'GET', `/conversations/${started.body.id}/messages`, ana);
    expect(thread.body.data.map((m: { content: string }) => m.content)).toEqual([
      'And at night?',
      'How often should a 3-week-old eat?',
    ]);
    expect((await v2('listConversations', 'GET', '/conversations', ana)).body.data).toHaveLength(2);
  });

  it('lets Gold write without credits, up to no limit', async () => {
    const team = await createCareTeam(ctx);
    const luz = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    await addToTeam(ctx, luz.id, team);
    await ctx.db.db.update(users).set({ messageCredits: 0 }).where(eq(users.id, luz.id));
    const started = await v2('startConversation', 'POST', '/conversations', luz, {
      organization_id: team.organizationId,
      content: 'Kicks feel weaker',
    });
    expect(started.status).toBe(201);
    for (let i = 0; i < MESSAGES_PER_QUESTION + 1; i++) {
      expect(
        (
          await send(
            '/api/v2',
            'sendMessage',
            'POST',
            `/conversations/${started.body.id}/message`,
            luz.token,
            messageForm(`Update ${i}`),
          )
        ).status,
      ).toBe(201);
    }
    expect(await credits(luz)).toBe(0);
  });

  it("closes a free patient's question at the thread's limit", async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    await ctx.db.db.update(users).set({ messageCredits: 100 }).where(eq(users.id, ana.id));
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      content: 'Question',
    });
    for (let i = 1; i < MESSAGES_PER_QUESTION; i++) {
      expect(
        (
          await send(
            '/api/v2',
            'sendMessage',
            'POST',
            `/conversations/${started.body.id}/message`,
            ana.token,
            messageForm(`More ${i}`),
          )
        ).status,
      ).toBe(201);
    }
    expect((await v2('getConversation', 'GET', `/conversations/${started.body.id}`, ana)).body.responses_left).toBe(0);
    const over = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${started.body.id}/message`,
      ana.token,
      messageForm('Too many'),
    );
    expect(over).toMatchObject({ status: 409, body: { code: 'errors.messageLimitReached' } });
    expect(await credits(ana)).toBe(100 - MESSAGES_PER_QUESTION);
  });

  it('keeps a photo and a PDF with a message and opens them by signed link, to the patient only', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    const other = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      content: 'A rash',
    });
    const sent = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${started.body.id}/message`,
      ana.token,
      messageForm('Photo and the discharge note', [
        { name: 'rash.png', type: 'image/png', body: png },
        { name: 'discharge.pdf', type: 'application/pdf', body: pdf },
      ]),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.attachments.map((a: { name: string; mime_type: string }) => [a.name, a.mime_type])).toEqual([
      ['rash.png', 'image/png'],
      ['discharge.pdf', 'application/pdf'],
    ]);
    const [photo] = sent.body.attachments;
    const links = await v2('getAttachmentUrls', 'GET', `/conversations/messages/attachments/${photo.id}/urls`, ana);
    expect(links.status).toBe(200);
    const { pathname, search } = new URL(links.body.url);
    const opened = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(png)).toBe(true);
    expect(
      (await v2('getAttachmentUrls', 'GET', `/conversations/messages/attachments/${photo.id}/urls`, other)).status,
    ).toBe(404);
  });

  it('refuses a renamed file, a wrong type and too many files, keeping nothing and spending nothing', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    await ctx.db.db.update(users).set({ messageCredits: 10 }).where(eq(users.id, ana.id));
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      content: 'Question',
    });
    const url = `/conversations/${started.body.id}/message`;
    const renamed = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      url,
      ana.token,
      messageForm('x', [{ name: 'photo.png', type: 'image/png', body: pdf }]),
    );
    expect(renamed).toMatchObject({ status: 422, body: { fields: { attachments: 'validation.invalidFileType' } } });
    const wrongType = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      url,
      ana.token,
      messageForm('x', [{ name: 'notes.txt', type: 'text/plain', body: Buffer.from('hi') }]),
    );
    expect(wrongType).toMatchObject({ status: 422, body: { fields: { attachments: 'validation.invalidFileType' } } });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', body: png }));
    expect((await send('/api/v2', 'sendMessage', 'POST', url, ana.token, messageForm('x', six))).status).toBe(422);
    const empty = await send('/api/v2', 'sendMessage', 'POST', url, ana.token, messageForm('   '));
    expect(empty).toMatchObject({ status: 422, body: { fields: { content: 'validation.required' } } });
    expect((await send('/api/v2', 'sendMessage', 'POST', url, ana.token, messageForm('x'.repeat(2001)))).status).toBe(
      422,
    );
    const json = await v2('sendMessage', 'POST', url, ana, { content: 'not multipart' });
    expect(json.status).toBe(422);
    expect(await credits(ana)).toBe(9);
    expect(await ctx.db.db.select().from(messages).where(eq(messages.conversationId, started.body.id))).toHaveLength(1);

    expect(
      (
        await v2('startConversation', 'POST', '/conversations', ana, {
          organization_id: team.organizationId,
          content: '',
        })
      ).status,
    ).toBe(422);
    expect(
      (await v2('startConversation', 'POST', '/conversations', ana, { organization_id: 2147483000, content: 'Hi' }))
        .status,
    ).toBe(422);
    expect(
      (
        await v2('startConversation', 'POST', '/conversations', ana, {
          organization_id: team.organizationId,
          category_id: 999999,
          content: 'Hi',
        })
      ).status,
    ).toBe(422);
    expect(
      (await v2('startConversation', 'POST', '/conversations', ana, { organization_id: 'three', content: 'Hi' }))
        .status,
    ).toBe(422);
    expect(await credits(ana)).toBe(9);
  });

  it('asks a question with its photo as one message that spends one credit, and refuses a bad form without a write', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const ask = (fields: Record<string, string>, files = [{ name: 'latch.png', type: 'image/png', body: png }]) =>
      send('/api/v2', 'startConversation', 'POST', '/conversations', ana.token, multipartForm(fields, files));
    const organization = String(team.organizationId);

    expect(await ask({ organization_id: organization, content: 'Hi', colour: 'red' })).toMatchObject({
      status: 422,
      body: { fields: { colour: 'validation.invalid' } },
    });
    expect(await ask({ organization_id: 'three', content: 'Hi' })).toMatchObject({
      status: 422,
      body: { fields: { organization_id: 'validation.invalid' } },
    });
    expect(await ask({ content: 'Hi' })).toMatchObject({
      status: 422,
      body: { fields: { organization_id: 'validation.required' } },
    });
    expect(await ask({ organization_id: organization, content: '  ' })).toMatchObject({
      status: 422,
      body: { fields: { content: 'validation.required' } },
    });
    expect(
      await ask({ organization_id: organization, content: 'Hi' }, [
        { name: 'latch.png', type: 'image/png', body: pdf },
      ]),
    ).toMatchObject({ status: 422, body: { fields: { attachments: 'validation.invalidFileType' } } });
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/conversations',
      headers: { authorization: `Bearer ${ana.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(bare.statusCode).toBe(422);
    expect(await credits(ana)).toBe(2);
    expect((await v2('listConversations', 'GET', '/conversations', ana)).body.data).toHaveLength(1); // the greeting only

    const asked = await ask({ organization_id: organization, content: 'Is this latch right?' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ last_message: 'Is this latch right?', organization_id: team.organizationId });
    expect(await credits(ana)).toBe(1);
    const thread = await v2('listMessages', 'GET', `/conversations/${asked.body.id}/messages`, ana);
    expect(thread.body.data).toHaveLength(1);
    expect(thread.body.data[0]).toMatchObject({
      content: 'Is this latch right?',
      attachments: [{ name: 'latch.png', mime_type: 'image/png' }],
    });

    // Without credits the form is refused before it is read.
    await ctx.db.db.update(users).set({ messageCredits: 0 }).where(eq(users.id, ana.id));
    expect(await ask({ organization_id: organization, content: 'Another' })).toMatchObject({
      status: 409,
      body: { code: 'errors.noMessageCredits' },
    });
  });

  it("answers 404 for another patient's conversation on every call", async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      content: 'Private',
    });
    const id = started.body.id;
    expect((await v2('getConversation', 'GET', `/conversations/${id}`, eve)).status).toBe(404);
    expect((await v2('listMessages', 'GET', `/conversations/${id}/messages`, eve)).status).toBe(404);
    expect(
      (await send('/api/v2', 'sendMessage', 'POST', `/conversations/${id}/message`, eve.token, messageForm('hi')))
        .status,
    ).toBe(404);
    expect((await v2('markConversationRead', 'POST', `/conversations/${id}/read`, eve)).status).toBe(404);
    expect((await v2('markConversationUnread', 'DELETE', `/conversations/${id}/read`, eve)).status).toBe(404);
    expect((await v2('getConversation', 'GET', `/conversations/${id}`, null)).status).toBe(401);
    // Eve cannot write to an organization that is not on her team either.
    expect(
      (
        await v2('startConversation', 'POST', '/conversations', eve, {
          organization_id: team.organizationId,
          content: 'Hi',
        })
      ).status,
    ).toBe(422);
  });

  it("shows a care team member's profile to their patients only, and the team with the signed-in user", async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { language: 'es' });
    const eve = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const profile = await v2(
      'getCareTeamPractitioner',
      'GET',
      `/patient/profile/practitioner/${team.practitionerId}`,
      ana,
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: team.practitionerId,
      first_name: 'Grace',
      degrees: ['RN', 'IBCLC'],
      organization: { id: team.organizationId },
    });
    expect(
      (await v2('getCareTeamPractitioner', 'GET', `/patient/profile/practitioner/${team.practitionerId}`, eve)).status,
    ).toBe(404);
    // The Team screen's members come with the signed-in user.
    expect((await v2('getCurrentUser', 'GET', '/user', ana)).body.care_team_members).toEqual([
      {
        id: team.practitionerId,
        first_name: 'Grace',
        last_name: 'Okafor',
        avatar: null,
        user_type: 'practitioner',
        degrees: ['RN', 'IBCLC'],
        organization: { id: team.organizationId, name: expect.any(String) },
      },
    ]);
    expect((await v2('getCurrentUser', 'GET', '/user', eve)).body.care_team_members).toEqual([]);
  });

  it('pages back through a long thread, newest first', async () => {
    const team = await createCareTeam(ctx);
    const luz = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    await addToTeam(ctx, luz.id, team);
    const started = await v2('startConversation', 'POST', '/conversations', luz, {
      organization_id: team.organizationId,
      content: 'm0',
    });
    for (let i = 1; i <= 24; i++) {
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
      await send(
        '/api/v2',
        'sendMessage',
        'POST',
        `/conversations/${started.body.id}/message`,
        luz.token,
        messageForm(`m${i}`),
      );
    }
    const first = await v2('listMessages', 'GET', `/conversations/${started.body.id}/messages`, luz);
    expect(first.body).toMatchObject({ page: 1, has_more: true });
    expect(first.body.data[0].content).toBe('m24');
    const second = await v2('listMessages', 'GET', `/conversations/${started.body.id}/messages?page=2`, luz);
    expect(second.body.has_more).toBe(false);
    expect(second.body.data.map((m: { content: string }) => m.content)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
  });

  it('refuses a message or an attachment name holding a NUL byte with 422 on its field, keeping nothing', async () => {
    const ana = await createPatient(ctx);
    const team = await createCareTeam(ctx);
    await addToTeam(ctx, ana.id, team);
    const categories = (await v2('listConversationCategories', 'GET', '/conversations/categories', ana)).body;
    const started = await v2('startConversation', 'POST', '/conversations', ana, {
      organization_id: team.organizationId,
      category_id: categories[0].id,
      content: 'A first question',
    });
    expect(started.status).toBe(201);
    const url = `/conversations/${started.body.id}/message`;
    const text = await send('/api/v2', 'sendMessage', 'POST', url, ana.token, messageForm('Before\u0000after'));
    expect(text).toMatchObject({ status: 422, body: { fields: { content: 'validation.invalid' } } });
    const named = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      url,
      ana.token,
      messageForm('A photo', [{ name: 'latch\u0000.png', type: 'image/png', body: png }]),
    );
    expect(named).toMatchObject({ status: 422, body: { fields: { attachments: 'validation.invalid' } } });
    const kept = await ctx.db.db.select().from(messages).where(eq(messages.conversationId, started.body.id));
    expect(kept.map((m) => m.content)).toEqual(['A first question']);
  });
});
