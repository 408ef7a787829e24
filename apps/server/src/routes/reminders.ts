// HTTP for monitor reminders, the in-app notifications they become, and the channels they also go
// out on (spec section 7: "monitor-reminders", POST /patient/settings; notifications beyond the spec).
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { channelsOf } from '../services/profiles.js';

export function reminderHandlers({ reminders, notifications, profiles }: Services): Handlers {
  return {
    async listMonitorReminders(request) {
      return ok(await reminders.listFor(currentUser(request), request.params.id));
    },

    async getReminder(request) {
      return ok(await reminders.get(currentUser(request), request.params.id));
    },

    async createReminder(request) {
      return created(await reminders.create(currentUser(request), request.body));
    },

    async updateReminder(request) {
      return ok(await reminders.update(currentUser(request), request.params.id, request.body));
    },

    async toggleReminder(request) {
      return ok(await reminders.toggle(currentUser(request), request.params.id, request.body.value));
    },

    async deleteReminder(request) {
      await reminders.remove(currentUser(request), request.params.id);
      return noContent();
    },

    async listNotifications(request) {
      return ok(await notifications.page(currentUser(request), request.query.page ?? 1));
    },

    async countUnreadNotifications(request) {
      return ok(await notifications.unreadCount(currentUser(request)));
    },

    async markNotificationRead(request) {
      await notifications.markRead(currentUser(request), request.params.id);
      return noContent();
    },

    async updateNotificationSetting(request) {
      const { type, value } = request.body;
      return ok(
        channelsOf((await profiles.setNotificationChannel(currentUser(request), type, value)).notificationSettings),
      );
    },
  };
}
