// A patient who has just signed up can take a seat in a class (spec 9: new users get credits, and a
// seat costs 1): the credits come with the account, in the sign-up's transaction, and a seat asked
// for twice at once is paid once.
import { describe, expect, it } from 'vitest';
import { createOffer, createSession } from './care.js';
import { createCareTeam } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const seatCredits = async (patient: Patient) =>
  (await call('GET', '/stripe/get-balance', patient)).body.product_credits;

async function signUp(email: string, phone: string): Promise<Patient> {
  const body = {
    first_name: 'Rosa',
    last_name: 'Vega',
    email,
    password: 'sunrise-2026',
    password_confirmation: 'sunrise-2026',
    zip: '90012',
    phone,
    agree: true,
  };
  const answer = await call('POST', '/pregister', null, body);
  expect(answer.status).toBe(201);
  return { id: answer.body.user.id, uuid: answer.body.user.uuid, token: answer.body.token, email, phone };
}

describe(`a new patient's credits on ${databaseKind}`, () => {
  it('come with the account: 2 for seats and 2 for messages', async () => {
    const rosa = await signUp('rosa.credits@example.com', '2135550191');
    expect((await call('GET', '/stripe/get-balance', rosa)).body).toMatchObject({
      message_credits: 2,
      product_credits: 2,
    });
  });

  it('let a brand-new free patient reserve a class seat, spending 1 credit once however often she asks', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId, { type: 'class' }), {
      capacity: 3,
    });
    const rosa = await signUp('rosa.seat@example.com', '2135550192');

    // Two taps at once: one seat, one credit.
    const [first, second] = await Promise.all(
      [0, 1].map(() => call('POST', `/patient/support-session/reserve/${session.id}`, rosa)),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect(await seatCredits(rosa)).toBe(1);
    const reserved = [first, second].find((answer) => answer!.status === 200)!;
    expect(reserved.body).toMatchObject({ spots_left: 2, reservation: { paid_with_credit: true, cancelled_at: null } });
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, rosa)).body.code).toBe(
      'errors.alreadyReserved',
    );
    expect(await seatCredits(rosa)).toBe(1);

    // Cancelling gives the credit back.
    expect(
      (await call('POST', `/patient/support-session/cancel/${session.uuid}`, rosa, { reason: 'A clash' })).status,
    ).toBe(200);
    expect(await seatCredits(rosa)).toBe(2);
  });
});
