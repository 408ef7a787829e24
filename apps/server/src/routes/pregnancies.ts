// HTTP for pregnancies, stages and the medical history (spec section 7, "Children and pregnancies"
// and "Profile and documents").
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { toPregnancy } from '../services/family/pregnancies.js';
import { childStage, pregnancyStage } from '../services/family/stages.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/language.js';

export function pregnancyHandlers({ pregnancies, children, medicalProfiles }: Services): Handlers {
  return {
    async listPregnancies(request) {
      const user = currentUser(request);
      const rows = await pregnancies.list(user);
      const activeId = await pregnancies.activeId(user);
      return ok(rows.map((row) => toPregnancy(row, activeId)));
    },

    async getActivePregnancy(request) {
      const active = await pregnancies.active(currentUser(request));
      // The spec's answer for "no active pregnancy" is a 204.
      if (!active) return noContent();
      return ok(toPregnancy(active, active.id));
    },

    async getPregnancy(request) {
      const user = currentUser(request);
      const row = await pregnancies.owned(user, request.params.id);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async createPregnancy(request) {
      const user = currentUser(request);
      const row = await pregnancies.create(user, request.body);
      return created(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async updatePregnancy(request) {
      const user = currentUser(request);
      const row = await pregnancies.update(user, request.params.id, request.body);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async deletePregnancy(request) {
      const { update_profile: updateProfile = 0 } = request.query;
      await pregnancies.remove(currentUser(request), request.params.id, updateProfile === 1);
      return noContent();
    },

    async updateBirthPlan(request) {
      const user = currentUser(request);
      const row = await pregnancies.saveBirthPlan(user, request.params.id, request.body);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async reportPregnancyLoss(request) {
      const user = currentUser(request);
      const row = await pregnancies.reportLoss(user, request.params.id, request.body);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async linkPregnancyToChild(request) {
      const user = currentUser(request);
      const { pregnancy, child } = request.params;
      const row = await pregnancies.link(user, pregnancy, child, request.body.reason);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async unlinkPregnancyFromChild(request) {
      const user = currentUser(request);
      const { pregnancy_id: pregnancyId, child_id: childId } = request.body;
      const row = await pregnancies.unlink(user, pregnancyId, childId);
      return ok(toPregnancy(row, await pregnancies.activeId(user)));
    },

    async getPregnancyMedicalRecord(request) {
      return ok(await pregnancies.medicalRecord(currentUser(request)));
    },

    async getPregnancyStage(request) {
      const user = currentUser(request);
      const row = await pregnancies.owned(user, request.params.id);
      return ok(pregnancyStage(row, pregnancies.today(user), languageOf(user)));
    },

    async getChildStage(request) {
      const user = currentUser(request);
      const row = await children.owned(user, request.params.id);
      return ok(childStage(row, pregnancies.today(user), languageOf(user)));
    },

    async getMedicalProfile(request) {
      return ok(await medicalProfiles.get(currentUser(request)));
    },

    async updateMedicalProfile(request) {
      const user = currentUser(request);
      await medicalProfiles.update(user, request.body);
      return ok(await medicalProfiles.get(user));
    },
  };
}
