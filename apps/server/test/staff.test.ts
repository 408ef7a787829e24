// The care team's console API (openapi/staff.yaml): provider sign-in, the organization's inbox with
// the longest wait on top, a thread, a reply that notifies the patient, "handled"; and another
// organization's conversations and patients out of reach (404), as the patient's API is to providers.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { careTeamMembers, conversations, users } from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, messageForm, png, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const staff = (
  operationId: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  provider: Provider | null,
  body?: object,
) => send('/api/staff/v1', operationId, method, url, provider?.token ?? null, body);
const MINUTE = 60_000;

async function ask(patient: Patient, provider: Provider, content: string) {
  const started = await send('/api/v2', 'startConversation', 'POST', '/conversations', patient.token, {
    organization_id: provider.organizationId,
    content,
  });
  expect(started.status).toBe(201);
  return started.body.id as number;
}

describe(`the care team console API on ${databaseKind}`, () => {
  it('signs in provider accounts only, and their sessions reach only the staff API', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const signedIn = await staff('staffLogin', 'POST', '/auth/login', null, {
      email: team.email,
      password: team.password,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.member).toMatchObject({
      first_name: 'Grace',
      degrees: ['RN', 'IBCLC'],
      organization: { id: team.organizationId },
    });
    const wrong = await staff('staffLogin', 'POST', '/auth/login', null, { email: team.email, password: 'not-it' });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'errors.credentialsMismatch' } });
    expect((await staff('staffLogin', 'POST', '/auth/login', null, { email: team.email })).status).toBe(422);

    const token = signedIn.body.token as string;
    expect((await send('/api/staff/v1', 'getStaffMember', 'GET', '/me', token)).status).toBe(200);
    // A patient's session is not a session on the staff API, nor a provider's on the patient's.
    expect((await send('/api/staff/v1', 'listInbox', 'GET', '/conversations', ana.token)).status).toBe(401);
    expect((await send('/api/v2', 'listConversations', 'GET', '/conversations', token)).status).toBe(401);
    expect((await send('/api/staff/v1', 'staffLogout', 'DELETE', '/auth/session', token)).status).toBe(204);
    expect((await send('/api/staff/v1', 'getStaffMember', 'GET', '/me', token)).status).toBe(401);
  });

  it('lists waiting questions first, the longest wait on top, with how long each has waited', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    await addToTeam(ctx, eve.id, team);
    await ctx.db.db.update(users).set({ messageCredits: 10 }).where(eq(users.id, ana.id));
    const answered = await ask(ana, team, 'First, answered');
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 10 * MINUTE);
    const older = await ask(eve, team, 'Older wait');
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 10 * MINUTE);
    const newer = await ask(ana, team, 'Newer wait');
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 5 * MINUTE);
    expect(
      (
        await send(
          '/api/staff/v1',
          'replyToConversation',
          'POST',
          `/conversations/${answered}/messages`,
          team.token,
          messageForm('Answered'),
        )
      ).status,
    ).toBe(201);

    const inbox = await staff('listInbox', 'GET', '/conversations', team);
    expect(inbox.body.data.map((c: { id: number }) => c.id)).toEqual([older, newer, answered]);
    expect(inbox.body.data[0]).toMatchObject({
      waiting_seconds: 15 * 60,
      patient: { name: 'Ana Rivera', stage: 'expecting' },
      last_message: 'Older wait',
    });
    expect(inbox.body.data[2]).toMatchObject({ waiting_seconds: null, waiting_since: null, last_message: 'Answered' });

    expect((await staff('markConversationHandled', 'POST', `/conversations/${older}/handled`, team)).status).toBe(204);
    const after = await staff('listInbox', 'GET', '/conversations', team);
    expect(after.body.data.map((c: { id: number }) => c.id)).toEqual([newer, answered, older]);
    expect(after.body.data[2].handled).toBe(true);
    // The greeting of each patient is not a question for the team.
    expect(after.body.data).toHaveLength(3);
  });

  it('filters the inbox by queue and counts each queue on the server: unanswered, waiting 4 hours or more, mine, urgent alerts', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    await addToTeam(ctx, eve.id, team);
    await ctx.db.db.update(users).set({ messageCredits: 10 }).where(eq(users.id, ana.id));
    const oldest = await ask(eve, team, 'Since this morning');
    // Eve's question stays with the organization, but this practitioner is no longer on her team: not "mine".
    await ctx.db.db.delete(careTeamMembers).where(eq(careTeamMembers.patientId, eve.id));
    const mine = await ask(ana, team, 'A while ago');
    const answered = await ask(ana, team, 'Answered already');
    // Eve has waited exactly 4 hours, Ana 1 hour (set in the table: sessions would idle out over a moved clock).
    const hoursAgo = (hours: number) => new Date(ctx.clock.now.getTime() - hours * 60 * MINUTE);
    await ctx.db.db
      .update(conversations)
      .set({ waitingSince: hoursAgo(4) })
      .where(eq(conversations.id, oldest));
    await ctx.db.db
      .update(conversations)
      .set({ waitingSince: hoursAgo(1) })
      .where(eq(conversations.id, mine));
    expect(
      (
        await send(
          '/api/staff/v1',
          'replyToConversation',
          'POST',
          `/conversations/${answered}/messages`,
          team.token,
          messageForm('Yes'),
        )
      ).status,
    ).toBe(201);

    const ids = async (queue: string) =>
      (await staff('listInbox', 'GET', `/conversations?queue=${queue}`, team)).body.data.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids('unanswered')).toEqual([oldest, mine]);
    expect(await ids('waiting_longest')).toEqual([oldest]); // 4 h exactly; the other has waited 1 h
    expect(await ids('mine')).toEqual([mine]);
    expect((await staff('countInbox', 'GET', '/inbox/counts', team)).body).toEqual({
      urgent_alerts: 0,
      unanswered: 2,
      waiting_longest: 1,
      mine: 1,
    });

    // Handled leaves every queue; an unknown queue is a 422, not a 500.
    expect((await staff('markConversationHandled', 'POST', `/conversations/${oldest}/handled`, team)).status).toBe(204);
    expect((await staff('countInbox', 'GET', '/inbox/counts', team)).body).toEqual({
      urgent_alerts: 0,
      unanswered: 1,
      waiting_longest: 0,
      mine: 1,
    });
    expect((await staff('listInbox', 'GET', '/conversations?queue=everything', team)).status).toBe(422);
    // Another organization counts none of them.
    const theirs = await createCareTeam(ctx);
    expect((await staff('countInbox', 'GET', '/inbox/counts', theirs)).body).toEqual({
      urgent_alerts: 0,
      unanswered: 0,
      waiting_longest: 0,
      mine: 0,
    });
  });

  it('replies with a photo: the patient sees it unread, opens the photo, and is told by e-mail and text on the channels kept on', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { language: 'es' });
    await addToTeam(ctx, ana.id, team);
    await ctx.db.db
      .update(users)
      .set({ notificationSettings: { sms: 0 } })
      .where(eq(users.id, ana.id));
    const id = await ask(ana, team, '¿Es normal este sarpullido?');
    const thread = await staff('listInboxMessages', 'GET', `/conversations/${id}/messages`, team);
    expect(thread.body.data[0]).toMatchObject({
      content: '¿Es normal este sarpullido?',
      mine: false,
      sender: { user_type: 'patient' },
    });
    const mails = ctx.email.sent.length;
    const texts = ctx.sms.sent.length;

    const reply = await send(
      '/api/staff/v1',
      'replyToConversation',
      'POST',
      `/conversations/${id}/messages`,
      team.token,
      messageForm('Mándanos una foto de cerca', [{ name: 'guide.png', type: 'image/png', body: png }]),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ mine: true, sender: { name: 'Grace Okafor', degrees: ['RN', 'IBCLC'] } });

    const seen = await send('/api/v2', 'getConversation', 'GET', `/conversations/${id}`, ana.token);
    expect(seen.body).toMatchObject({ read: false, last_message: 'Mándanos una foto de cerca' });
    const messages = await send('/api/v2', 'listMessages', 'GET', `/conversations/${id}/messages`, ana.token);
    expect(messages.body.data[0]).toMatchObject({
      mine: false,
      sender: { user_type: 'practitioner', name: 'Grace Okafor' },
    });
    const link = await send(
      '/api/v2',
      'getAttachmentUrls',
      'GET',
      `/conversations/messages/attachments/${messages.body.data[0].attachments[0].id}/urls`,
      ana.token,
    );
    expect(link.status).toBe(200);
    expect(
      (await staff('getInboxAttachmentUrl', 'GET', `/attachments/${messages.body.data[0].attachments[0].id}/url`, team))
        .status,
    ).toBe(200);

    expect(ctx.email.sent.slice(mails)).toEqual([
      expect.objectContaining({ subject: 'Tu equipo de cuidado respondió' }),
    ]);
    expect(ctx.email.sent.at(-1)!.text).toContain(`/team?conversationId=${id}`);
    expect(ctx.sms.sent.length).toBe(texts);
  });

  it("puts each reply under the patient's bell in her language, leading to the conversation, read once she reads the thread", async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { language: 'es' });
    await addToTeam(ctx, ana.id, team);
    const id = await ask(ana, team, '¿Cuánto debe dormir?');
    const unread = async () =>
      (await send('/api/v2', 'countUnreadNotifications', 'GET', '/patient/notifications/unread-count', ana.token)).body
        .count;
    expect(await unread()).toBe(0);

    for (const content of ['Entre 14 y 17 horas al día', 'Y en siestas cortas']) {
      expect(
        (
          await send(
            '/api/staff/v1',
            'replyToConversation',
            'POST',
            `/conversations/${id}/messages`,
            team.token,
            messageForm(content),
          )
        ).status,
      ).toBe(201);
    }
    expect(await unread()).toBe(2);
    const listed = await send('/api/v2', 'listNotifications', 'GET', '/patient/notifications', ana.token);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        kind: 'careTeamReply',
        text: 'Tu equipo de cuidado respondió a tu pregunta.',
        conversation_id: id,
        monitor_id: null,
        read_at: null,
      }),
      expect.objectContaining({ kind: 'careTeamReply', conversation_id: id }),
    ]);

    expect((await send('/api/v2', 'markConversationRead', 'POST', `/conversations/${id}/read`, ana.token)).status).toBe(
      204,
    );
    expect(await unread()).toBe(0);
  });

  it("keeps another organization's conversations, patients and attachments out of reach (404)", async () => {
    const ours = await createCareTeam(ctx);
    const theirs = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, ours);
    const id = await ask(ana, ours, 'For our team only');
    const sent = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${id}/message`,
      ana.token,
      messageForm('with a photo', [{ name: 'p.png', type: 'image/png', body: png }]),
    );
    const attachment = sent.body.attachments[0].id;

    expect((await staff('listInbox', 'GET', '/conversations', theirs)).body.data).toEqual([]);
    expect((await staff('getInboxConversation', 'GET', `/conversations/${id}`, theirs)).status).toBe(404);
    expect((await staff('listInboxMessages', 'GET', `/conversations/${id}/messages`, theirs)).status).toBe(404);
    expect(
      (
        await send(
          '/api/staff/v1',
          'replyToConversation',
          'POST',
          `/conversations/${id}/messages`,
          theirs.token,
          messageForm('hi'),
        )
      ).status,
    ).toBe(404);
    expect((await staff('markConversationHandled', 'POST', `/conversations/${id}/handled`, theirs)).status).toBe(404);
    expect((await staff('getInboxAttachmentUrl', 'GET', `/attachments/${attachment}/url`, theirs)).status).toBe(404);
    expect((await staff('getInboxConversation', 'GET', `/conversations/${id}`, ours)).status).toBe(200);
    // The patient's greeting (Matrona's assistant) is no provider's conversation either.
    const greeting = (await send('/api/v2', 'listConversations', 'GET', '/conversations', ana.token)).body.data.find(
      (c: { responses_left: number | null }) => c.responses_left === null,
    );
    expect((await staff('getInboxConversation', 'GET', `/conversations/${greeting.id}`, ours)).status).toBe(404);
  });

  it('refuses a bad reply without a write: empty, a wrong file, no session', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const id = await ask(ana, team, 'Question');
    expect(
      (
        await send(
          '/api/staff/v1',
          'replyToConversation',
          'POST',
          `/conversations/${id}/messages`,
          team.token,
          messageForm(''),
        )
      ).status,
    ).toBe(422);
    const wrong = await send(
      '/api/staff/v1',
      'replyToConversation',
      'POST',
      `/conversations/${id}/messages`,
      team.token,
      messageForm('x', [{ name: 'a.exe', type: 'application/octet-stream', body: Buffer.from('MZ') }]),
    );
    expect(wrong).toMatchObject({ status: 422, body: { fields: { attachments: 'validation.invalidFileType' } } });
    expect(
      (
        await send(
          '/api/staff/v1',
          'replyToConversation',
          'POST',
          `/conversations/${id}/messages`,
          null,
          messageForm('x'),
        )
      ).status,
    ).toBe(401);
    expect((await staff('getInboxConversation', 'GET', '/conversations/0', team)).status).toBe(422);
    const thread = await staff('listInboxMessages', 'GET', `/conversations/${id}/messages`, team);
    expect(thread.body.data).toHaveLength(1);
    expect(
      (await staff('getInboxConversation', 'GET', `/conversations/${id}`, team)).body.waiting_seconds,
    ).not.toBeNull();
    expect(
      (await send('/api/v2', 'countUnreadNotifications', 'GET', '/patient/notifications/unread-count', ana.token)).body
        .count,
    ).toBe(0);
  });
});
