// The journeys' server's clock (apps/server/e2e-server/clock.ts): read it, and move it forward so
// something comes due at once. It moves for every journey on the server, only forward, and by
// what a journey needs (a minute or two): nothing another journey does waits on so short a step.
import { expect, type APIRequestContext } from '@playwright/test';
import { PORTS } from './environment';

const control = `http://127.0.0.1:${PORTS.api}/journeys/clock`;

export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get(control);
  expect(response.status(), 'the journeys’ server serves its clock').toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Moves the server's clock forward by `ms` (rounded up to whole seconds; nothing when not ahead). */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<Date> {
  const response = await request.post(control, { data: { advance_seconds: Math.max(0, Math.ceil(ms / 1000)) } });
  expect(response.status()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}
