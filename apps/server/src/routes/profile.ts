// HTTP for the patient's profile and onboarding status (spec section 7, "Profile and documents").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import type { OnboardingAnswers } from '../services/onboarding.js';
import type { PatientStatus, ProfileUpdate } from '../services/profiles.js';

export function profileHandlers({ profiles, currentUsers, medicalProfiles, security, onboarding }: Services): Handlers {
  return {
    // The current user with what the profile form also shows.
    async getProfile(request) {
      const user = currentUser(request);
      const [current, medical] = await Promise.all([currentUsers.of(user), medicalProfiles.get(user)]);
      return { ...current, zip: user.zip, birthday: medical.birthday, alternate_phone: null };
    },

    async getPatientStatus(request) {
      return { status: currentUser(request).status };
    },

    async savePatientStatus(request) {
      const { status } = request.body as { status: PatientStatus };
      return currentUsers.of(await profiles.saveStatus(currentUser(request), status));
    },

    async updateProfile(request) {
      return currentUsers.of(await profiles.update(currentUser(request), request.body as ProfileUpdate));
    },

    // Weights are stored in grams, so a unit change only changes how they are answered.
    async updateMeasurementSystem(request) {
      const { measureUnit } = request.body as { measureUnit: 'imperial' | 'metric' };
      return currentUsers.of(await profiles.update(currentUser(request), { prefs: { measureUnit } }));
    },

    // The language of screens, reminders, advice and exports from now on.
    async updateLanguage(request) {
      const { language } = request.body as { language: 'en' | 'es' };
      return currentUsers.of(await profiles.update(currentUser(request), { prefs: { language } }));
    },

    async checkPassword(request) {
      return security.checkPassword(currentUser(request), (request.body as { password: string }).password);
    },

    async updateBiometricAuth(request) {
      const { value, password } = request.body as { value: boolean; password?: string };
      return currentUsers.of(await security.setBiometric(currentUser(request), value, password));
    },

    async sendPhoneChangeCode(request) {
      return security.sendPhoneChangeCode(currentUser(request), (request.body as { phone: string }).phone);
    },

    async changePhone(request) {
      const { phone, code } = request.body as { phone: string; code: string };
      return currentUsers.of(await security.changePhone(currentUser(request), phone, code));
    },

    async saveOnboarding(request) {
      return currentUsers.of(await onboarding.answer(currentUser(request), request.body as OnboardingAnswers));
    },

    async finishFeatureOnboarding(request) {
      return currentUsers.of(await onboarding.finishFeatureTour(currentUser(request)));
    },

    async saveFeatureOnboardingData(request) {
      return currentUsers.of(await onboarding.saveFeatureTourData(currentUser(request), request.body as { walkthroughs?: string[]; interests?: string[] }));
    },
  };
}
