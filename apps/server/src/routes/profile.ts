// HTTP for the patient's profile and onboarding status (spec section 7, "Profile and documents").
import { noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

export function profileHandlers({ profiles, currentUsers, medicalProfiles, security, onboarding }: Services): Handlers {
  return {
    // The current user with what the profile form also shows.
    async getProfile(request) {
      const user = currentUser(request);
      const [current, medical] = await Promise.all([currentUsers.of(user), medicalProfiles.get(user)]);
      return ok({ ...current, zip: user.zip, birthday: medical.birthday, alternate_phone: null });
    },

    async getPatientStatus(request) {
      return ok({ status: currentUser(request).status });
    },

    async savePatientStatus(request) {
      return ok(await currentUsers.of(await profiles.saveStatus(currentUser(request), request.body.status)));
    },

    async updateProfile(request) {
      return ok(await currentUsers.of(await profiles.update(currentUser(request), request.body)));
    },

    // Weights are stored in grams, so a unit change only changes how they are answered.
    async updateMeasurementSystem(request) {
      const { measureUnit } = request.body;
      return ok(await currentUsers.of(await profiles.update(currentUser(request), { prefs: { measureUnit } })));
    },

    // The language of screens, reminders, advice and exports from now on.
    async updateLanguage(request) {
      const { language } = request.body;
      return ok(await currentUsers.of(await profiles.update(currentUser(request), { prefs: { language } })));
    },

    async checkPassword(request) {
      return ok(await security.checkPassword(currentUser(request), request.body.password));
    },

    async changePassword(request) {
      // The session asking is the one kept signed in; the others end (services/account-security.ts).
      await security.changePassword(currentUser(request), request.session!.id, request.body);
      return noContent();
    },

    async updateBiometricAuth(request) {
      const { value, password } = request.body;
      return ok(await currentUsers.of(await security.setBiometric(currentUser(request), value, password)));
    },

    async sendPhoneChangeCode(request) {
      return ok(await security.sendPhoneChangeCode(currentUser(request), request.body.phone));
    },

    async changePhone(request) {
      const { phone, code } = request.body;
      return ok(await currentUsers.of(await security.changePhone(currentUser(request), phone, code)));
    },

    async saveOnboarding(request) {
      return ok(await currentUsers.of(await onboarding.answer(currentUser(request), request.body)));
    },

    async finishFeatureOnboarding(request) {
      return ok(await currentUsers.of(await onboarding.finishFeatureTour(currentUser(request))));
    },

    async saveFeatureOnboardingData(request) {
      return ok(await currentUsers.of(await onboarding.saveFeatureTourData(currentUser(request), request.body)));
    },
  };
}
