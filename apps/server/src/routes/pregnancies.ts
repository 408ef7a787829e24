// HTTP for pregnancies, stages and the medical history (spec section 7, "Children and pregnancies"
// and "Profile and documents").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { MedicalProfileUpdate } from '../services/family/medical-profiles.js';
import { toPregnancy, type PregnancyInput } from '../services/family/pregnancies.js';
import { childStage, pregnancyStage } from '../services/family/stages.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/monitors/language.js';
import type { BirthPlan, LossReport } from '../db/schema.js';

type Id = { id: number };

export function pregnancyHandlers({ pregnancies, children, medicalProfiles }: Services): Handlers {
  return {
    async listPregnancies(request) {
      const user = currentUser(request);
      const rows = await pregnancies.list(user);
      const activeId = await pregnancies.activeId(user);
      return rows.map((row) => toPregnancy(row, activeId));
    },

    async getActivePregnancy(request, reply) {
      const active = await pregnancies.active(currentUser(request));
      // The spec's answer for "no active pregnancy" is a 204.
      if (!active) {
        reply.code(204);
        return null;
      }
      return toPregnancy(active, active.id);
    },

    async getPregnancy(request) {
      const user = currentUser(request);
      const row = await pregnancies.owned(user, (request.params as Id).id);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async createPregnancy(request, reply) {
      const user = currentUser(request);
      const row = await pregnancies.create(user, request.body as PregnancyInput);
      reply.code(201);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async updatePregnancy(request) {
      const user = currentUser(request);
      const row = await pregnancies.update(user, (request.params as Id).id, request.body as PregnancyInput);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async deletePregnancy(request, reply) {
      const { update_profile: updateProfile = 0 } = request.query as { update_profile?: 0 | 1 };
      await pregnancies.remove(currentUser(request), (request.params as Id).id, updateProfile === 1);
      reply.code(204);
      return null;
    },

    async updateBirthPlan(request) {
      const user = currentUser(request);
      const row = await pregnancies.saveBirthPlan(user, (request.params as Id).id, request.body as BirthPlan);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async reportPregnancyLoss(request) {
      const user = currentUser(request);
      const row = await pregnancies.reportLoss(user, (request.params as Id).id, request.body as LossReport);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async linkPregnancyToChild(request) {
      const user = currentUser(request);
      const { pregnancy, child } = request.params as { pregnancy: number; child: number };
      const row = await pregnancies.link(user, pregnancy, child, (request.body as { reason: string }).reason);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async unlinkPregnancyFromChild(request) {
      const user = currentUser(request);
      const { pregnancy_id: pregnancyId, child_id: childId } = request.body as { pregnancy_id: number; child_id: number };
      const row = await pregnancies.unlink(user, pregnancyId, childId);
      return toPregnancy(row, await pregnancies.activeId(user));
    },

    async getPregnancyMedicalRecord(request) {
      return pregnancies.medicalRecord(currentUser(request));
    },

    async getPregnancyStage(request) {
      const user = currentUser(request);
      const row = await pregnancies.owned(user, (request.params as Id).id);
      return pregnancyStage(row, pregnancies.today(user), languageOf(user));
    },

    async getChildStage(request) {
      const user = currentUser(request);
      const row = await children.owned(user, (request.params as Id).id);
      return childStage(row, pregnancies.today(user), languageOf(user));
    },

    async getMedicalProfile(request) {
      return medicalProfiles.get(currentUser(request));
    },

    async updateMedicalProfile(request) {
      const user = currentUser(request);
      await medicalProfiles.update(user, request.body as MedicalProfileUpdate);
      return medicalProfiles.get(user);
    },
  };
}
