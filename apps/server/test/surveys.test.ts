// Public surveys over HTTP, each answer checked against openapi/v2.yaml: the demo organization's
// survey landing page for a visitor in English and Spanish, the consent page's visits and
// registrations recorded per patient, and slugs that name no survey or are malformed.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentPageActivities } from '../src/db/schema.js';
import { seedDemoWorld } from '../src/db/seed.js';
import { DEMO_SURVEY } from '../src/db/seed-surveys.js';
import { setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const info = `/survey/${DEMO_SURVEY.organization}/${DEMO_SURVEY.slug}/info`;

describe('public surveys', () => {
  beforeEach(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
  });

  it("shows a visitor the demo organization's survey in the request's language", async () => {
    const { id } = await ctx.app.services.questionnaires.bySlug('satisfaction');
    const english = await call('GET', info, null);
    expect(english).toEqual({
      status: 200,
      body: {
        organization: { id: expect.any(Number), name: 'Sunrise Maternity Care' },
        questionnaire_id: id,
        title: 'How was your care?',
        description: 'Three short questions. Your answers help us care better.',
        consent_required: true,
        language: 'en',
      },
    });
    const spanish = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2${info}`,
      headers: { 'accept-language': 'es', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(spanish.json()).toMatchObject({ title: '¿Cómo fue su atención?', language: 'es' });
  });

  it('is 404 for a survey another organization or no organization publishes, and 422 for a malformed slug', async () => {
    expect((await call('GET', `/survey/${DEMO_SURVEY.organization}/no-such-survey/info`, null)).status).toBe(404);
    expect((await call('GET', `/survey/harbor/${DEMO_SURVEY.slug}/info`, null)).status).toBe(404);
    expect((await call('GET', `/survey/${DEMO_SURVEY.organization}/Not_A_Slug/info`, null)).status).toBe(422);
  });

  it("records the consent page's visits and registrations for a signed-in patient only", async () => {
    const ana = await createPatient(ctx);
    const path = (activity: string, slug: string = DEMO_SURVEY.slug) =>
      `/patient/consent-page-activities/${activity}/${DEMO_SURVEY.organization}/${slug}`;
    expect((await call('GET', path('land-on-consent'), ana)).status).toBe(204);
    expect((await call('GET', path('land-on-register-from-consent'), ana)).status).toBe(204);
    expect((await call('GET', path('land-on-consent'), null)).status).toBe(401);
    expect((await call('GET', path('land-on-consent', 'no-such-survey'), ana)).status).toBe(404);
    const rows = await ctx.db.db.select().from(consentPageActivities).where(eq(consentPageActivities.userId, ana.id));
    expect(rows.map((r) => r.activity)).toEqual(['land_on_consent', 'land_on_register_from_consent']);
  });
});
