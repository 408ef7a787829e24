// The app's Idempotency-Key header, one rule for every call that takes it (a payment, a reading):
// the key the app chose for one action and sends again when it retries it. The contract describes
// it (components/parameters/IdempotencyKey); a malformed key is refused here with 422 before anything.
import { ValidationError } from '../services/errors.js';

/** 8 to 64 letters, digits, - or _ (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's key, or undefined when it sent none; a malformed one is a 422 on the header. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new ValidationError({ 'Idempotency-Key': 'validation.invalid' });
  return key;
}
