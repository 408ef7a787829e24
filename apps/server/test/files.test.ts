// The avatar and documents through the HTTP API: uploads checked by extension, size and content,
// kept in the file store, opened through short-lived signed links, and each patient's own.
import { describe, expect, it } from 'vitest';
import { contractViolations, operationAt } from './contract-check.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

// A 1x1 PNG and a one-page PDF, as a phone would send them.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000 1f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082'.replace(
    / /g,
    '',
  ),
  'hex',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function multipart(file: { name: string; type: string; body: Buffer }, fields: Record<string, string> = {}) {
  const boundary = 'matronaTestBoundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  method: 'POST',
  url: string,
  patient: Patient,
  file: { name: string; type: string; body: Buffer },
  fields?: Record<string, string>,
) {
  const { payload, headers } = multipart(file, fields);
  const response = await ctx.app.inject({
    method,
    url: `/api/v2${url}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${patient.token}` },
  });
  const answer = { status: response.statusCode, headers: response.headers, body: response.body };
  expect(contractViolations(operationAt(method, url)!, answer)).toEqual([]);
  return { status: response.statusCode, body: response.json() };
}

/** Opens a signed link as a browser would (the embedded store serves it itself). */
async function open(url: string) {
  const { pathname, search } = new URL(url);
  return ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

describe(`avatar and documents on ${databaseKind}`, () => {
  it('keeps an avatar, shows it through a link, replaces and removes it', async () => {
    const ana = await createPatient(ctx);
    expect((await call('GET', '/patient/avatar', ana)).body).toEqual({ url: null });
    const first = await upload('POST', '/patient/avatar', ana, { name: 'me.png', type: 'image/png', body: png });
    expect(first.status).toBe(200);
    const opened = await open(first.body.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    // No cache keeps a patient's file once its link has run out.
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', '/user', ana)).body.avatar).toMatch(/^http:\/\/files\.test\/files\/avatars\//);

    const second = await upload('POST', '/patient/avatar', ana, { name: 'me-again.PNG', type: 'image/png', body: png });
    expect((await open(first.body.url)).statusCode).toBe(404);
    expect((await open(second.body.url)).statusCode).toBe(200);
    expect((await call('DELETE', '/patient/avatar', ana)).status).toBe(204);
    expect((await call('GET', '/patient/avatar', ana)).body).toEqual({ url: null });
    expect((await open(second.body.url)).statusCode).toBe(404);
  });

  it('refuses a wrong type, a renamed file and one too large, keeping the avatar', async () => {
    const ana = await createPatient(ctx);
    const kept = await upload('POST', '/patient/avatar', ana, { name: 'me.png', type: 'image/png', body: png });
    const exe = await upload('POST', '/patient/avatar', ana, {
      name: 'me.exe',
      type: 'application/octet-stream',
      body: png,
    });
    expect(exe).toMatchObject({ status: 422, body: { fields: { file: 'validation.invalidFileType' } } });
    const renamed = await upload('POST', '/patient/avatar', ana, { name: 'me.jpg', type: 'image/jpeg', body: pdf });
    expect(renamed.body.fields).toEqual({ file: 'validation.invalidFileType' });
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload('POST', '/patient/avatar', ana, { name: 'big.png', type: 'image/png', body: big });
    expect(tooLarge.body.fields).toEqual({ file: 'validation.fileTooLarge' });
    expect((await call('GET', '/patient/avatar', ana)).body.url).not.toBeNull();
    expect((await open(kept.body.url)).statusCode).toBe(200);
  });

  it('refuses a form that does not parse (no boundary, another boundary, cut short) with 422, keeping nothing', async () => {
    const ana = await createPatient(ctx);
    const { payload, headers } = multipart({ name: 'scan.pdf', type: 'application/pdf', body: pdf });
    const broken = [
      { payload, type: 'multipart/form-data' },
      { payload, type: 'multipart/form-data; boundary=anotherBoundary' },
      { payload: payload.subarray(0, payload.length - 30), type: headers['content-type'] },
    ];
    for (const url of ['/patient/avatar', '/patient/documents']) {
      for (const form of broken) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/v2${url}`,
          payload: form.payload,
          headers: { 'content-type': form.type, authorization: `Bearer ${ana.token}` },
        });
        const answer = { status: response.statusCode, headers: response.headers, body: response.body };
        expect(answer.status, `${url} ${form.type}`).toBe(422);
        expect(contractViolations(operationAt('POST', url)!, answer)).toEqual([]);
        expect(response.json().fields).toEqual({ body: 'validation.invalid' });
      }
    }
    expect((await call('GET', '/patient/avatar', ana)).body).toEqual({ url: null });
    expect((await call('GET', '/patient/documents', ana)).body.data).toEqual([]);
  });

  it('keeps documents, opens them by signed link for a while only, and deletes them', async () => {
    const ana = await createPatient(ctx);
    const uploaded = await upload(
      'POST',
      '/patient/documents',
      ana,
      { name: 'scan.pdf', type: 'application/pdf', body: pdf },
      { name: 'Discharge instructions' },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      name: 'Discharge instructions',
      mime_type: 'application/pdf',
      size_bytes: pdf.length,
      uploaded_by: 'patient',
      viewed: true,
    });
    const list = await call('GET', '/patient/documents', ana);
    expect(list.body).toMatchObject({ page: 1, has_more: false, data: [{ id: uploaded.body.id }] });
    const link = await call('GET', `/patient/documents/${uploaded.body.id}/url`, ana);
    const opened = await open(link.body.url);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(opened.headers['content-disposition']).toContain('Discharge%20instructions');

    const altered = new URL(link.body.url);
    altered.searchParams.set('name', 'something-else');
    expect((await open(altered.toString())).statusCode).toBe(404);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 2 * 3600_000);
    try {
      expect((await open(link.body.url)).statusCode).toBe(404);
    } finally {
      ctx.clock.now = start;
    }

    expect((await call('DELETE', `/patient/documents/${uploaded.body.id}`, ana)).status).toBe(204);
    expect((await call('GET', '/patient/documents', ana)).body.data).toEqual([]);
    expect((await open(link.body.url)).statusCode).toBe(404);
  });

  it('counts what an organization shared until it is viewed, and keeps it from deletion', async () => {
    const ana = await createPatient(ctx);
    const { documents } = await import('../src/db/schema.js');
    const [shared] = await ctx.db.db
      .insert(documents)
      .values({
        userId: ana.id,
        name: 'Care plan.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        fileKey: 'documents/shared/care-plan.pdf',
        uploadedBy: 'organization',
        organizationId: 3,
        organizationName: 'Eastside Clinic',
      })
      .returning();
    expect((await call('GET', '/patient/documents/not-viewed-quantity', ana)).body).toEqual({ count: 1 });
    expect((await call('DELETE', `/patient/documents/${shared!.id}`, ana)).status).toBe(403);
    expect((await call('POST', '/patient/documents/mark-as-viewed', ana, { ids: [shared!.id] })).body).toEqual({
      count: 0,
    });
    const listed = (await call('GET', '/patient/documents', ana)).body.data[0];
    expect(listed).toMatchObject({
      uploaded_by: 'organization',
      organization: { id: 3, name: 'Eastside Clinic' },
      viewed: true,
    });
  });

  it("answers 404 for another patient's documents", async () => {
    const ana = await createPatient(ctx);
    const other = await createPatient(ctx);
    const { body } = await upload('POST', '/patient/documents', ana, {
      name: 'scan.pdf',
      type: 'application/pdf',
      body: pdf,
    });
    expect((await call('GET', `/patient/documents/${body.id}/url`, other)).status).toBe(404);
    expect((await call('GET', `/patient/documents/organizations/${body.id}/url`, ana)).status).toBe(404);
    expect((await call('DELETE', `/patient/documents/${body.id}`, other)).status).toBe(404);
    expect((await call('POST', '/patient/documents/mark-as-viewed', other, { ids: [body.id] })).body).toEqual({
      count: 0,
    });
    expect((await call('GET', '/patient/documents', other)).body.data).toEqual([]);
  });

  it('refuses a document name or file name holding a NUL byte with 422 on its field, keeping nothing', async () => {
    const ana = await createPatient(ctx);
    const named = await upload(
      'POST',
      '/patient/documents',
      ana,
      { name: 'scan.pdf', type: 'application/pdf', body: pdf },
      { name: 'Discharge\u0000notes' },
    );
    expect(named.status).toBe(422);
    expect(named.body.fields).toEqual({ name: 'validation.invalid' });
    const file = await upload(
      'POST',
      '/patient/documents',
      ana,
      { name: 'scan\u0000.pdf', type: 'application/pdf', body: pdf },
      { name: 'Discharge notes' },
    );
    expect(file.status).toBe(422);
    expect(file.body.fields).toEqual({ file: 'validation.invalid' });
    expect((await call('GET', '/patient/documents', ana)).body.data).toEqual([]);
  });
});
