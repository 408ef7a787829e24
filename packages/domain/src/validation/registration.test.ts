import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import { registrationFields, validateRegistration, validateRegistrationFields } from './registration.js';

const valid = {
  first_name: 'José',
  last_name: 'Núñez',
  email: 'jose@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  zip: '90210',
  phone: '(555) 123-4567',
  agree: true,
};

describe('validateRegistration [spec 5]', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every missing field as required, and agreement as needed', () => {
    expect(validateRegistration({})).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      password_confirmation: 'validation.required',
      zip: 'validation.required',
      phone: 'validation.required',
      agree: 'validation.agreeRequired',
    });
  });

  it('reports each broken rule on its own field', () => {
    expect(
      validateRegistration({
        ...valid,
        first_name: 'J0sé',
        last_name: 'N'.repeat(51),
        email: 'jose@',
        password: 'short',
        password_confirmation: 'shorter',
        zip: '123',
        phone: '12345',
        agree: false,
      }),
    ).toEqual({
      first_name: 'validation.onlyLettersAndSpaces',
      last_name: 'validation.nameTooLong',
      email: 'validation.invalidEmail',
      password: 'validation.passwordMinLength',
      password_confirmation: 'validation.passwordsMustMatch',
      zip: 'validation.zipCode',
      phone: 'validation.phoneDigits',
      agree: 'validation.agreeRequired',
    });
  });

  it('answers only ids that both catalogues translate', () => {
    const errors = validateRegistration({ ...valid, email: 'x', password: '1', agree: false, first_name: '1' });
    for (const id of Object.values(errors)) {
      expect(domainMessages.en[id]).toBeTypeOf('string');
      expect(domainMessages.es[id]).toBeTypeOf('string');
    }
  });
});

describe('validateRegistrationFields (while typing)', () => {
  it('judges only the fields present', () => {
    expect(validateRegistrationFields({ email: 'nope' })).toEqual({ email: 'validation.invalidEmail' });
    expect(validateRegistrationFields({ password: 'secret123', password_confirmation: 'secret12' })).toEqual({
      password_confirmation: 'validation.passwordsMustMatch',
    });
    expect(validateRegistrationFields({})).toEqual({});
    expect(validateRegistrationFields(valid)).toEqual({});
  });

  it('lists the eight registration fields', () => {
    expect(registrationFields).toEqual([
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmation',
      'zip',
      'phone',
      'agree',
    ]);
  });
});
