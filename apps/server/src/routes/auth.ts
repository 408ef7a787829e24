// HTTP for sign-up and sign-in (spec section 7, "Auth and session"). Each handler only reads the
// request and shapes the response; the rules live in services/.
import type { RegistrationFields } from '@mat/domain';
import { validationFailed } from '../http/errors.js';
import type { Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { RegistrationInput } from '../services/accounts.js';
import type { Services } from '../services/index.js';

export function authHandlers({ accounts, sessions, currentUsers, passwordResets }: Services): Handlers {
  return {
    async getAnonymousToken() {
      return { token: await sessions.create(null) };
    },

    async validateRegistrationFields(request) {
      const errors = await accounts.fieldErrors(request.body as RegistrationFields);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      return { valid: true };
    },

    async registerPatient(request, reply) {
      const body = request.body as RegistrationInput;
      const { token, user } = await accounts.register({ ...body, language: body.language ?? requestLanguage(request) });
      reply.code(201);
      return { token, user: await currentUsers.of(user) };
    },

    async sendRegistrationPhoneCode(request) {
      return accounts.sendVerificationCode(currentUser(request));
    },

    async verifyRegistrationPhoneCode(request) {
      const { code } = request.body as { code: string };
      return currentUsers.of(await accounts.verifyPhone(currentUser(request), code));
    },

    async requestTextLoginCode(request) {
      const { phone } = request.params as { phone: string };
      return accounts.requestTextLogin(phone, requestLanguage(request));
    },

    async textLogin(request) {
      const { phone, code } = request.body as { phone: string; code: string };
      return { token: await accounts.textLogin(phone, code) };
    },

    async login(request) {
      const { email, password } = request.body as { email: string; password: string };
      return { token: await accounts.login(email, password, request.ip) };
    },

    async logout(request, reply) {
      if (request.session) await sessions.end(request.session.id);
      reply.code(204);
      return null;
    },

    async getCurrentUser(request) {
      return currentUsers.of(currentUser(request));
    },

    async requestPasswordReset(request, reply) {
      await passwordResets.request((request.body as { email: string }).email, requestLanguage(request));
      reply.code(204);
      return null;
    },

    async resetPassword(request, reply) {
      const { token, password, password_confirmation: confirmation } = request.body as { token: string; password: string; password_confirmation: string };
      await passwordResets.reset(token, password, confirmation);
      reply.code(204);
      return null;
    },
  };
}
