import type { MessageId } from '../messages/catalogue.js';
import { validatePhone } from './phone.js';
import {
  validateAgreement,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validatePersonName,
  validateZip,
} from './text.js';

export const registrationFields = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'zip',
  'phone',
  'agree',
] as const;

export type RegistrationField = (typeof registrationFields)[number];

export type RegistrationFields = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
  zip?: string | null;
  phone?: string | null;
  agree?: boolean | null;
};

export type RegistrationErrors = Partial<Record<RegistrationField, MessageId>>;

function checkField(field: RegistrationField, fields: RegistrationFields): MessageId | null {
  switch (field) {
    case 'first_name':
      return validatePersonName(fields.first_name);
    case 'last_name':
      return validatePersonName(fields.last_name);
    case 'email':
      return validateEmail(fields.email);
    case 'password':
      return validatePassword(fields.password);
    case 'password_confirmation':
      return validatePasswordConfirmation(fields.password, fields.password_confirmation);
    case 'zip':
      return validateZip(fields.zip);
    case 'phone':
      return validatePhone(fields.phone);
    case 'agree':
      return validateAgreement(fields.agree);
  }
}

function collect(fields: RegistrationFields, which: readonly RegistrationField[]): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of which) {
    const error = checkField(field, fields);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** The whole registration form [spec 5]: every field is required and agreement must be given. */
export function validateRegistration(fields: RegistrationFields): RegistrationErrors {
  return collect(fields, registrationFields);
}

/**
 * Field-by-field check while the user types (POST /auth/validate-fields): only the fields present
 * are judged, so an untouched field is not reported as missing yet.
 */
export function validateRegistrationFields(fields: RegistrationFields): RegistrationErrors {
  return collect(
    fields,
    registrationFields.filter((field) => fields[field] !== undefined),
  );
}
