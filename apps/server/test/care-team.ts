// A care team for tests: an organization with a provider account behind a practitioner, on a
// patient's team; and multipart forms of a message with its files, as the apps send them.
import { hash } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { careTeamMembers, organizations, practitioners, users } from '../src/db/schema.js';
import { contractViolations } from './contract-check.js';
import type { TestContext } from './harness.js';

export type Provider = {
  userId: number;
  practitionerId: number;
  organizationId: number;
  email: string;
  password: string;
  token: string;
};

export async function createCareTeam(
  ctx: TestContext,
  options: { kind?: 'matrona' | 'care_team' | 'organization'; name?: string } = {},
): Promise<Provider> {
  const n = randomInt(1_000_000, 9_999_999);
  const password = 'provider-password';
  const [organization] = await ctx.db.db
    .insert(organizations)
    .values({ name: options.name ?? `Care team ${n}`, kind: options.kind ?? 'care_team' })
    .returning();
  const [user] = await ctx.db.db
    .insert(users)
    .values({
      role: 'provider',
      firstName: 'Grace',
      lastName: 'Okafor',
      email: `provider${n}@example.com`,
      phone: `444${n}`,
      zip: '90012',
      passwordHash: await hash(password),
      prefs: {
        terms: true,
        call_you: null,
        call_you_other: null,
        measureUnit: 'imperial',
        language: 'en',
        verified_phone: 'yes',
      },
      agreedToPoliciesAt: new Date(),
    })
    .returning();
  const [practitioner] = await ctx.db.db
    .insert(practitioners)
    .values({
      userId: user!.id,
      organizationId: organization!.id,
      firstName: 'Grace',
      lastName: 'Okafor',
      userType: 'practitioner',
      degrees: ['RN', 'IBCLC'],
    })
    .returning();
  const token = await ctx.app.services.sessions.create(user!.id);
  return {
    userId: user!.id,
    practitionerId: practitioner!.id,
    organizationId: organization!.id,
    email: user!.email,
    password,
    token,
  };
}

export async function addToTeam(ctx: TestContext, patientId: number, provider: Provider) {
  await ctx.db.db.insert(careTeamMembers).values({ patientId, practitionerId: provider.practitionerId });
}

// A 1x1 PNG and a one-page PDF, as a phone would send them.
export const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082',
  'hex',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export type FilePart = { name: string; type: string; body: Buffer };

export function messageForm(content: string | null, files: FilePart[] = [], field = 'attachments') {
  return multipartForm(content === null ? {} : { content }, files, field);
}

/** A multipart form of text fields and files (a question with its photos: organization_id, content...). */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = [], field = 'attachments') {
  const boundary = 'matronaMessageBoundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Reply = { status: number; body: any };

/** Calls the v2 or the staff API with a bearer token and a JSON or multipart body, checking the answer against its description. */
export function apiCaller(ctx: TestContext) {
  return async function send(
    root: '/api/v2' | '/api/staff/v1',
    operationId: string,
    method: Method,
    url: string,
    token: string | null,
    body?: object | ReturnType<typeof messageForm>,
  ): Promise<Reply> {
    const form =
      body && 'payload' in body && Buffer.isBuffer(body.payload) ? (body as ReturnType<typeof messageForm>) : null;
    const response = await ctx.app.inject({
      method,
      url: `${root}${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(form?.headers ?? {}) },
      ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
    });
    const answer = { status: response.statusCode, headers: response.headers, body: response.body };
    expect(contractViolations(operationId, answer), `${method} ${root}${url}`).toEqual([]);
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.includes('json') ? response.json() : response.body };
  };
}
