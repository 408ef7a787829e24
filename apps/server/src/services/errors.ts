// What a use case refuses, in the domain's words. Services throw these and know nothing of HTTP;
// http/errors.ts alone turns each kind into a status and the contract's ErrorResponse.
// `code` is a message id of @mat/domain's catalogue, which the apps translate.

export type DomainErrorKind =
  | 'notFound'
  | 'conflict'
  | 'forbidden'
  | 'validation'
  | 'expired'
  | 'tooManyRequests'
  | 'unauthenticated'
  | 'paymentRequired';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    readonly code: string,
    message: string,
    /** Further fields of the answer that the contract declares for this refusal. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or is not the caller's (the same answer, so ids leak nothing). */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
  constructor(message = 'Not found', code = 'errors.notFound') {
    super(code, message);
  }
}

/** The request is well formed but the record's state does not allow it. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The caller is known but may not do this (a plan or an ownership rule). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'Not allowed for this account') {
    super('errors.forbidden', message);
  }
}

/** The input breaks a rule; `fields` names each field and its message id. */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
  constructor(
    readonly fields?: Record<string, string>,
    code = 'errors.validationFailed',
    message = 'Some fields are not valid',
  ) {
    super(code, message);
  }
}

/** A link or token that has run out. */
export class ExpiredError extends DomainError {
  readonly kind = 'expired';
}

export class TooManyRequestsError extends DomainError {
  readonly kind = 'tooManyRequests';
  constructor(readonly retryAfterSeconds: number) {
    super('errors.tooManyRequests', 'Too many requests');
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor() {
    super('errors.unauthenticated', 'Sign in to continue');
  }
}

/** The processor refused a card or a charge; nothing was charged. */
export class PaymentRequiredError extends DomainError {
  readonly kind = 'paymentRequired';
}

/** Shorthand for the common refusal: these fields are not valid. */
export const invalidFields = (fields: Record<string, string>) => new ValidationError(fields);
