// Spec 8's account and support messages where a sign-up or a phone check fails for a reason the patient did
// not cause (a server error): "Failed to create an account", "Failed to send a verification code",
// "Failed to verify this phone number", in English and Spanish. A refusal the server words itself
// (a wrong code, a taken e-mail) keeps its own message: RegisterScreen.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ServerFailure } from '@mat/api';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { ContactUsScreen } from '../account/ContactUsScreen';
import { SupportOffers } from '../care/SupportOffers';
import { RegisterScreen } from '../auth/RegisterScreen';
import { VerifyPhoneScreen } from '../auth/VerifyPhoneScreen';

const down: ServerFailure = { status: 500, body: { code: 'errors.generic', message: 'down' } };
const links = { loginHref: '/auth/login', privacyHref: '/privacy', termsHref: '/terms' };
const words = {
  en: {
    labels: {
      first: 'First name',
      last: 'Last name',
      email: 'E-mail',
      password: 'Password',
      confirm: 'Confirm password',
      zip: 'Zip code',
      phone: 'Mobile phone',
    },
    next: 'Continue',
    create: 'Create account',
    accountFailed: 'Failed to create an account',
    codeFailed: 'Failed to send a verification code',
    verifyFailed: 'Failed to verify this phone number',
    code: 'Verification code',
    verify: 'Verify',
    resend: 'Send a new code',
    hour: 'Too many requests: Please try again in 1 hour.',
  },
  es: {
    labels: {
      first: 'Nombre',
      last: 'Apellido',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirm: 'Confirma la contraseña',
      zip: 'Código postal',
      phone: 'Teléfono celular',
    },
    next: 'Continuar',
    create: 'Crear cuenta',
    accountFailed: 'No se pudo crear la cuenta',
    codeFailed: 'No se pudo enviar el código de verificación',
    verifyFailed: 'No se pudo verificar este número de teléfono',
    code: 'Código de verificación',
    verify: 'Verificar',
    resend: 'Enviar un código nuevo',
    hour: 'Demasiados intentos: inténtalo de nuevo en 1 hora.',
  },
} as const;

async function register(locale: 'en' | 'es') {
  const { labels, next, create } = words[locale];
  const user = userEvent.setup();
  // Registration's three steps: who she is, a password, then her phone, zip code and the terms.
  await user.type(await screen.findByRole('textbox', { name: labels.first }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: labels.last }), 'López');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: next }));
  await user.type(await screen.findByLabelText(labels.password, { selector: 'input' }), 'lullaby-2026');
  await user.type(screen.getByLabelText(labels.confirm, { selector: 'input' }), 'lullaby-2026');
  await user.click(screen.getByRole('button', { name: next }));
  await user.type(await screen.findByRole('textbox', { name: labels.zip }), '90012');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels.phone}`) }), '2135550188');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: create }));
}

describe('account failures, as spec 8 words them', () => {
  for (const locale of ['en', 'es'] as const) {
    const w = words[locale];

    it(`says the account could not be created when sign-up fails on the server (${locale})`, async () => {
      const onRegistered = vi.fn();
      const api = fakeApi({ 'POST /auth/validate-fields': { body: { valid: true } }, 'POST /pregister': down });
      renderWithMat(<RegisterScreen onRegistered={onRegistered} {...links} />, { fetch: api.fetch, locale });
      await register(locale);
      expect(await screen.findByText(w.accountFailed)).toBeTruthy();
      expect(onRegistered).not.toHaveBeenCalled();
    });

    it(`goes on to the phone check when only the code could not be sent, saying so (${locale})`, async () => {
      const onRegistered = vi.fn();
      const api = fakeApi({
        'POST /auth/validate-fields': { body: { valid: true } },
        'POST /pregister': { status: 201, body: { token: 'session-token', user: { ...storyUser, first_name: 'Ana' } } },
        'POST /auth/phone-register-get-code': down,
      });
      renderWithMat(<RegisterScreen onRegistered={onRegistered} {...links} />, { fetch: api.fetch, locale });
      await register(locale);
      expect(await screen.findByText(w.codeFailed)).toBeTruthy();
      await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    });

    it(`says the code could not be sent, or the phone not verified, when the server fails (${locale})`, async () => {
      const api = fakeApi({
        'GET /user': { body: storyUser },
        'POST /auth/phone-register-get-code': down,
        'POST /auth/phone-validate-code': down,
      });
      renderWithMat(<VerifyPhoneScreen onVerified={vi.fn()} />, { fetch: api.fetch, locale, token: 'session' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: w.resend }));
      expect(await screen.findByText(w.codeFailed)).toBeTruthy();
      await user.type(screen.getByRole('textbox', { name: w.code }), '123456');
      await user.click(screen.getByRole('button', { name: w.verify }));
      expect(await screen.findByText(w.verifyFailed)).toBeTruthy();
    });
  }

  for (const locale of ['en', 'es'] as const) {
    it(`says a limit of an hour as "in 1 hour" (${locale})`, async () => {
      const api = fakeApi({
        'GET /user': { body: storyUser },
        'POST /auth/phone-register-get-code': {
          status: 429,
          body: { code: 'errors.tooManyRequests', message: 'slow down' },
          headers: { 'Retry-After': '3600' },
        },
      });
      renderWithMat(<VerifyPhoneScreen onVerified={vi.fn()} />, { fetch: api.fetch, locale, token: 'session' });
      await userEvent.setup().click(await screen.findByRole('button', { name: words[locale].resend }));
      expect((await screen.findAllByText(words[locale].hour)).length).toBeGreaterThan(0);
    });
  }

  const contact = {
    en: {
      name: 'Your name',
      email: 'E-mail',
      subject: 'Subject',
      message: 'Message',
      send: 'Send',
      failed: 'Something went wrong, please contact us to solve the issue at care@matrona.care',
    },
    es: {
      name: 'Tu nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      send: 'Enviar',
      failed: 'Algo salió mal. Escríbenos a care@matrona.care y lo resolveremos contigo',
    },
  } as const;
  const empty = {
    en: 'There are no virtual supports available right now. Please check again later.',
    es: 'Ahora mismo no hay apoyos virtuales disponibles. Vuelve a revisar más tarde.',
  } as const;

  for (const locale of ['en', 'es'] as const) {
    it(`gives the address to write to when Contact us itself fails (${locale})`, async () => {
      const c = contact[locale];
      const api = fakeApi({ 'POST /support/request': down });
      renderWithMat(<ContactUsScreen />, { fetch: api.fetch, locale });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: c.name }), 'Ana López');
      await user.type(screen.getByRole('textbox', { name: c.email }), 'ana@example.com');
      await user.type(screen.getByRole('textbox', { name: c.subject }), 'Gift');
      await user.type(screen.getByRole('textbox', { name: c.message }), 'A question about a gift.');
      await user.click(screen.getByRole('button', { name: c.send }));
      expect(await screen.findByText(c.failed)).toBeTruthy();
    });

    it(`says there are no virtual supports when no group or class is offered (${locale})`, async () => {
      const api = fakeApi({
        'GET /user': { body: storyUser },
        'GET /stripe/get-balance': { body: { message_credits: 2, product_credits: 2, gift_code_credit_cents: 0 } },
        'POST /patient/support-product/groups': { body: { page: 1, has_more: false, data: [] } },
      });
      renderWithMat(<SupportOffers sessionHref={() => '/'} />, { fetch: api.fetch, locale, token: 'session' });
      expect(await screen.findByText(empty[locale])).toBeTruthy();
    });
  }
});
