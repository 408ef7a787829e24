// HTTP for sign-up and sign-in (spec section 7, "Auth and session"). Each handler only reads the
// request and shapes the response; the rules live in services/.
import { validationFailed } from '../http/errors.js';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { pushTokenOf } from './push-devices.js';

export function authHandlers({
  accounts,
  sessions,
  currentUsers,
  passwordResets,
  inviteCodes,
  pushDevices,
}: Services): Handlers {
  return {
    async getAnonymousToken() {
      return ok({ token: await sessions.create(null) });
    },

    async validateRegistrationFields(request) {
      const errors = await accounts.fieldErrors(request.body);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      return ok({ valid: true });
    },

    async registerPatient(request) {
      const body = request.body;
      const links = await inviteCodes.forRegistration({ invite: body.invite, assign_code: body.assign_code });
      const { token, user } = await accounts.register(
        { ...body, language: body.language ?? requestLanguage(request) },
        links,
      );
      return created({ token, user: await currentUsers.of(user) });
    },

    async sendRegistrationPhoneCode(request) {
      return ok(await accounts.sendVerificationCode(currentUser(request)));
    },

    async verifyRegistrationPhoneCode(request) {
      return ok(await currentUsers.of(await accounts.verifyPhone(currentUser(request), request.body.code)));
    },

    async requestTextLoginCode(request) {
      return ok(await accounts.requestTextLogin(request.params.phone, requestLanguage(request)));
    },

    async textLogin(request) {
      const { phone, code } = request.body;
      return ok({ token: await accounts.textLogin(phone, code) });
    },

    async login(request) {
      const { email, password } = request.body;
      return ok({ token: await accounts.login(email, password, request.ip) });
    },

    async logout(request) {
      const pushToken = pushTokenOf(request.headers);
      if (request.session) await pushDevices.signOut(request.session, pushToken);
      return noContent();
    },

    async getCurrentUser(request) {
      return ok(await currentUsers.of(currentUser(request)));
    },

    async requestPasswordReset(request) {
      await passwordResets.request(request.body.email, requestLanguage(request));
      return noContent();
    },

    async resetPassword(request) {
      const { token, password, password_confirmation: confirmation } = request.body;
      await passwordResets.reset(token, password, confirmation);
      return noContent();
    },
  };
}
