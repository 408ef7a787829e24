// HTTP for reference data, Contact us and the sign-up helpers (spec section 7, "Reference data" and
// "Auth and session"). Lists are named in the language the request asks for.
import type { Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { cities, states } from '../services/reference/places.js';
import { degreesList, expertiseList, languagesList, phoneCodesList, specialtiesList, timezonesList } from '../services/reference/lists.js';
import type { SupportRequestInput } from '../services/support.js';

export function referenceHandlers({ support, settings }: Services): Handlers {
  return {
    async listStates() {
      return states;
    },
    async listCities(request) {
      const { state } = request.query as { state?: string };
      return state ? cities.filter((city) => city.state_slug === state) : cities;
    },
    async listLanguages(request) {
      return languagesList(requestLanguage(request));
    },
    async listDegreesAndCertifications(request) {
      return degreesList(requestLanguage(request));
    },
    async listSpecialties(request) {
      return specialtiesList(requestLanguage(request));
    },
    async listExpertise(request) {
      return expertiseList(requestLanguage(request));
    },
    async listTimezones(request) {
      return timezonesList(requestLanguage(request));
    },
    async listPhoneCodes(request) {
      return phoneCodesList(requestLanguage(request));
    },
    // Bot protection is on only where a site key is configured.
    async getRecaptchaConfig() {
      return { enabled: settings.recaptchaSiteKey !== null, site_key: settings.recaptchaSiteKey };
    },
    async getPhoneNumberInfo(request) {
      const user = currentUser(request);
      return { phone: user.phone, verified: user.prefs.verified_phone === 'yes' };
    },
    async sendSupportRequest(request, reply) {
      const userId = request.session?.user?.id ?? null;
      await support.request(request.body as SupportRequestInput, userId, requestLanguage(request));
      reply.code(204);
      return null;
    },
  };
}
