// The Team tab's unread poll (GET /conversations?filters[read]=0, every 30 s): its answer carries an
// ETag, and a poll that sends it back as If-None-Match gets 304 without a body while nothing
// changed; a reply from the care team, and the patient reading the conversation, each change it.
// A malformed If-None-Match is no error, only a full answer.
import { describe, expect, it } from 'vitest';
import { addToTeam, apiCaller, createCareTeam, messageForm } from './care-team.js';
import { contractViolations } from './contract-check.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);

/** One poll as the app sends it, with the ETag it holds; checked against the contract. */
async function poll(patient: Patient, ifNoneMatch?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v2/conversations?filters[read]=0',
    headers: {
      authorization: `Bearer ${patient.token}`,
      'x-extend-token': 'false',
      ...(ifNoneMatch !== undefined && { 'if-none-match': ifNoneMatch }),
    },
  });
  const answer = { status: response.statusCode, headers: response.headers, body: response.body };
  expect(contractViolations('listConversations', answer)).toEqual([]);
  return {
    status: response.statusCode,
    etag: String(response.headers.etag ?? ''),
    raw: response.body,
    unread: response.statusCode === 200 ? (response.json().data as { id: number; last_message: string }[]) : null,
  };
}

describe(`the unread poll on ${databaseKind}`, () => {
  it('answers 304 while nothing changed, and the new list after a reply and after a read', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const first = await poll(ana);
    expect(first.status).toBe(200);
    // Her greeting is unread until she opens it.
    expect(first.unread).toHaveLength(1);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    const greetingId = first.unread![0]!.id;
    await send('/api/v2', 'markConversationRead', 'POST', `/conversations/${greetingId}/read`, ana.token);
    const started = await send('/api/v2', 'startConversation', 'POST', '/conversations', ana.token, {
      organization_id: team.organizationId,
      content: 'Is this rash normal?',
    });
    const id: number = started.body.id;

    const empty = await poll(ana, first.etag);
    expect(empty).toMatchObject({ status: 200, unread: [] });
    const unchanged = await poll(ana, empty.etag);
    expect(unchanged).toMatchObject({ status: 304, etag: empty.etag, raw: '' });

    await send(
      '/api/staff/v1',
      'replyToConversation',
      'POST',
      `/conversations/${id}/messages`,
      team.token,
      messageForm('It looks like heat rash.'),
    );
    const replied = await poll(ana, empty.etag);
    expect(replied.status).toBe(200);
    expect(replied.unread).toMatchObject([{ id, last_message: 'It looks like heat rash.' }]);
    expect(replied.etag).not.toBe(empty.etag);
    expect((await poll(ana, replied.etag)).status).toBe(304);

    // A second reply to the same unread conversation keeps the count but not the answer.
    await send(
      '/api/staff/v1',
      'replyToConversation',
      'POST',
      `/conversations/${id}/messages`,
      team.token,
      messageForm('Keep her cool and dry.'),
    );
    const again = await poll(ana, replied.etag);
    expect(again.status).toBe(200);
    expect(again.unread).toMatchObject([{ id, last_message: 'Keep her cool and dry.' }]);

    await send('/api/v2', 'markConversationRead', 'POST', `/conversations/${id}/read`, ana.token);
    const read = await poll(ana, again.etag);
    expect(read).toMatchObject({ status: 200, unread: [] });
    // Her list is what it was before the replies, and so is its tag.
    expect(read.etag).toBe(empty.etag);
  });

  it('answers a malformed If-None-Match, or a tag of another answer, in full', async () => {
    const ana = await createPatient(ctx);
    const { etag } = await poll(ana);
    expect((await poll(ana, etag)).status).toBe(304);
    expect((await poll(ana, `W/"other", ${etag}`)).status).toBe(304);
    for (const malformed of ['not a tag', etag.slice(2, -1), '"', 'W/', ',,', '"a"b"', 'x'.repeat(600)]) {
      const answer = await poll(ana, malformed);
      expect(answer.status, malformed).toBe(200);
      expect(answer.unread, malformed).toHaveLength(1);
    }
    expect((await poll(ana, 'W/"another-answer"')).status).toBe(200);
  });

  it('still answers 401 to a poll without a session, whatever its If-None-Match', async () => {
    const ana = await createPatient(ctx);
    const { etag } = await poll(ana);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/conversations?filters[read]=0',
      headers: { 'if-none-match': etag },
    });
    expect(response.statusCode).toBe(401);
  });
});
