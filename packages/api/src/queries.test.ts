import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMatClient } from './client.js';
import {
  authMutations,
  authQueries,
  carePlanQueries,
  familyQueries,
  profileMutations,
  profileQueries,
  questionnairesQueries,
  tagKeys,
} from './generated/queries.js';

function recordingClient(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const client = createMatClient({
    baseUrl: 'https://app.test/api/v2',
    getLocale: () => 'en',
    getToken: () => 'ses_abc',
    fetch: (async (request: Request) => {
      requests.push(request);
      return answer(request);
    }) as unknown as typeof fetch,
  });
  return { client, requests };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('query and mutation options', () => {
  it('key queries by tag, operation and parameters', () => {
    const { client } = recordingClient(() => json({}));
    expect(profileQueries.getPatientStatus(client).queryKey).toEqual(['profile', 'getPatientStatus', {}]);
    expect(authQueries.getCurrentUser(client).queryKey[0]).toBe(tagKeys.auth);
    const textLogin = authMutations.requestTextLoginCode(client);
    expect(textLogin.mutationKey).toEqual(['auth', 'requestTextLoginCode']);
  });

  it('fetch through the client and hand back the data', async () => {
    const { client, requests } = recordingClient(() => json({ status: 'parenting' }));
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(profileQueries.getPatientStatus(client));
    expect(data).toEqual({ status: 'parenting' });
    expect(requests[0]!.url).toBe('https://app.test/api/v2/patient/profile/status');
    expect(queryClient.getQueryData(['profile', 'getPatientStatus', {}])).toEqual({ status: 'parenting' });
  });

  it('let a whole tag be invalidated by its key root', async () => {
    const { client } = recordingClient(() => json({ status: 'expecting' }));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(profileQueries.getPatientStatus(client));
    await queryClient.invalidateQueries({ queryKey: [tagKeys.profile] });
    expect(queryClient.getQueryState(['profile', 'getPatientStatus', {}])?.isInvalidated).toBe(true);
  });

  it("send a mutation's variables as the call's body", async () => {
    const { client, requests } = recordingClient(() => json({ status: 'postpartum' }));
    const options = profileMutations.savePatientStatus(client);
    await options.mutationFn!({ body: { status: 'postpartum' } }, {} as never);
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ status: 'postpartum' });
  });
});

describe('operations with other bodies', () => {
  it('answer null for "none" (204) so the query can hold it', async () => {
    const { client } = recordingClient(() => new Response(null, { status: 204 }));
    const data = await new QueryClient().fetchQuery(familyQueries.getActivePregnancy(client));
    expect(data).toBeNull();
  });

  it('read downloads as a Blob', async () => {
    const { client, requests } = recordingClient(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const pdf = await new QueryClient().fetchQuery(
      questionnairesQueries.downloadQuestionnairePdf(client, { params: { path: { id: 2204 } } }),
    );
    expect(pdf).toBeInstanceOf(Blob);
    expect(await (pdf as Blob).text()).toBe('%PDF-1.7');
    expect(requests[0]!.url).toBe('https://app.test/api/v2/questionnaire/user/2204/pdf/generate');
  });

  it('send uploads as multipart form data', async () => {
    const { client, requests } = recordingClient(() => json({ url: 'https://files.example/a.jpg' }));
    const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await profileMutations.uploadAvatar(client).mutationFn!({ body: { file } }, {} as never);
    const form = await requests[0]!.formData();
    const sent = form.get('file') as Blob;
    expect(await sent.text()).toBe('jpeg bytes');
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('key a query by its path and query parameters', () => {
    const { client } = recordingClient(() => json({}));
    const options = carePlanQueries.getCarePlanToday(client, { params: { query: { page: 2 } } });
    expect(options.queryKey).toEqual(['carePlan', 'getCarePlanToday', { query: { page: 2 } }]);
    const child = familyQueries.getChild(client, { params: { path: { id: 301 } } });
    expect(child.queryKey).toEqual(['family', 'getChild', { path: { id: 301 } }]);
  });
});
