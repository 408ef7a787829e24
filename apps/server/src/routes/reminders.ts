// HTTP for monitor reminders, the in-app notifications they become, and the channels they also go
// out on (spec section 7: "monitor-reminders", POST /patient/settings; notifications beyond the spec).
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import type { ReminderInput } from '../services/monitors/reminders.js';

type Id = { id: number };

export function reminderHandlers({ reminders, notifications, profiles }: Services): Handlers {
  return {
    async listMonitorReminders(request) {
      return reminders.listFor(currentUser(request), (request.params as Id).id);
    },

    async getReminder(request) {
      return reminders.get(currentUser(request), (request.params as Id).id);
    },

    async createReminder(request, reply) {
      reply.code(201);
      return reminders.create(currentUser(request), request.body as ReminderInput);
    },

    async updateReminder(request) {
      return reminders.update(currentUser(request), (request.params as Id).id, request.body as ReminderInput);
    },

    async toggleReminder(request) {
      return reminders.toggle(currentUser(request), (request.params as Id).id, (request.body as { value: boolean }).value);
    },

    async deleteReminder(request, reply) {
      await reminders.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },

    async listNotifications(request) {
      return notifications.page(currentUser(request), (request.query as { page?: number }).page ?? 1);
    },

    async countUnreadNotifications(request) {
      return notifications.unreadCount(currentUser(request));
    },

    async markNotificationRead(request, reply) {
      await notifications.markRead(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },

    async updateNotificationSetting(request) {
      const { type, value } = request.body as { type: 'email' | 'sms' | 'push'; value: 0 | 1 };
      return (await profiles.setNotificationChannel(currentUser(request), type, value)).notificationSettings;
    },
  };
}
