import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { NotificationsScreen } from './NotificationsScreen';

const reminder: Schema<'Notification'> = {
  id: 1,
  kind: 'reminder',
  text: 'Time to check your blood pressure.',
  reminder_type: 'blood_pressure',
  monitor_id: 17,
  conversation_id: null,
  due_at: '2026-11-22T16:00:00Z',
  read_at: null,
};
const reply: Schema<'Notification'> = {
  id: 2,
  kind: 'careTeamReply',
  text: 'Your care team replied to your question.',
  reminder_type: null,
  monitor_id: null,
  conversation_id: 402,
  due_at: '2026-11-23T09:30:00Z',
  read_at: null,
};

describe('NotificationsScreen', () => {
  it('leads a reminder to its monitor and a care team reply to its conversation, marking each read on the way', async () => {
    const api = fakeApi({
      'GET /user': { body: { ...storyUser, notification_settings: { email: 1, sms: 0, push: 0 } } },
      'GET /patient/notifications': { body: { data: [reply, reminder], page: 1, has_more: false } },
      'POST /patient/notifications/2/read': { status: 204 },
    });
    renderWithMat(
      <NotificationsScreen
        monitorHref={(id) => `/blood-pressure/${id}`}
        conversationHref={(id) => `/team?conversationId=${id}`}
      />,
      { fetch: api.fetch, token: 'session' },
    );

    const replyRow = (await screen.findByText(reply.text, { exact: false })).closest('li')!;
    const read = within(replyRow).getByRole('link', { name: 'Read the reply' });
    expect(read.getAttribute('href')).toBe('/team?conversationId=402');
    const reminderRow = screen.getByText(reminder.text, { exact: false }).closest('li')!;
    expect(within(reminderRow).getByRole('link', { name: 'Log a reading' }).getAttribute('href')).toBe(
      '/blood-pressure/17',
    );

    await userEvent.setup().click(within(replyRow).getByRole('button', { name: 'Mark as read' }));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/patient/notifications/2/read')).toBe(
      true,
    );
  });
});
