// HTTP for reference data, Contact us and the sign-up helpers (spec section 7, "Reference data" and
// "Auth and session"). Lists are named in the language the request asks for.
import { noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { cities, states } from '../services/reference/places.js';
import {
  degreesList,
  expertiseList,
  languagesList,
  phoneCodesList,
  specialtiesList,
  timezonesList,
} from '../services/reference/lists.js';

export function referenceHandlers({ support, settings }: Services): Handlers {
  return {
    async listStates() {
      return ok(states);
    },
    async listCities(request) {
      const { state } = request.query;
      return ok(state ? cities.filter((city) => city.state_slug === state) : cities);
    },
    async listLanguages(request) {
      return ok(languagesList(requestLanguage(request)));
    },
    async listDegreesAndCertifications(request) {
      return ok(degreesList(requestLanguage(request)));
    },
    async listSpecialties(request) {
      return ok(specialtiesList(requestLanguage(request)));
    },
    async listExpertise(request) {
      return ok(expertiseList(requestLanguage(request)));
    },
    async listTimezones(request) {
      return ok(timezonesList(requestLanguage(request)));
    },
    async listPhoneCodes(request) {
      return ok(phoneCodesList(requestLanguage(request)));
    },
    // Bot protection is on only where a site key is configured.
    async getRecaptchaConfig() {
      return ok({ enabled: settings.recaptchaSiteKey !== null, site_key: settings.recaptchaSiteKey });
    },
    async getPhoneNumberInfo(request) {
      const user = currentUser(request);
      return ok({ phone: user.phone, verified: user.prefs.verified_phone === 'yes' });
    },
    async sendSupportRequest(request) {
      const userId = request.session?.user?.id ?? null;
      await support.request(request.body, userId, requestLanguage(request));
      return noContent();
    },
  };
}
