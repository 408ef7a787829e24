import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../test/fakeApi';
import { withMat } from '../../test/storyProviders';
import { storyMonitor, type StoryLanguage } from '../fixtures';
import { ReminderDeleteScreen } from './ReminderDeleteScreen';
import { ReminderFormScreen } from './ReminderFormScreen';
import { RemindersScreen } from './RemindersScreen';

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };

// The blood pressure monitor's reminders: each morning with a second nudge, and one evening check.
const morning: Schema<'Reminder'> = {
  id: 31,
  monitor_id: 17,
  type: 'blood_pressure',
  time: '08:30',
  daily: true,
  minutes: 30,
  enabled: true,
};
const evening: Schema<'Reminder'> = { ...morning, id: 32, time: '19:00', daily: false, minutes: 0, enabled: false };

const remindersApi = (language: StoryLanguage) =>
  storyApi({
    'GET /patient/monitors/17': { body: storyMonitor(language, 17) },
    'GET /patient/monitor-reminders/17': { body: [morning, evening] },
    'GET /patient/monitor-reminders/31/edit': { body: morning },
    // The reminders service is down: the spec's copy for a reminder not added (section 8).
    'POST /patient/monitor-reminders': {
      status: 503,
      body: { code: 'errors.serviceUnavailable', message: 'unavailable' },
    },
  });

const meta = {
  title: 'Features/Monitors/Reminders',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  parameters: { api: remindersApi('en') },
  render: () => <RemindersScreen monitorId={17} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reminders: Blood pressure' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Reminder at 8:30 AM' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Reminder at 7:00 PM' })).not.toBeChecked();
    await expect(canvas.getByText('Every day, again after 30 min')).toBeVisible();
  },
};

export const ListSpanish: Story = {
  parameters: { api: remindersApi('es') },
  globals: spanishPhone,
  render: List.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Recordatorios: Presión arterial' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Todos los días, otra vez después de 30 min')).toBeVisible();
    await expect(canvas.getByText('Una vez')).toBeVisible();
  },
};

export const Form: Story = {
  parameters: { api: remindersApi('en') },
  render: () => <ReminderFormScreen reminderId={31} onSaved={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Change reminder: Blood pressure' }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Every day' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Remind me again after/ })).toHaveValue('30');
  },
};

export const FormSpanish: Story = {
  parameters: { api: remindersApi('es') },
  globals: spanishPhone,
  render: Form.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cambiar recordatorio: Presión arterial' }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Todos los días' })).toBeChecked();
  },
};

/** A new reminder the server could not add: the spec's copy, at the top of the form. */
export const FormNotAdded: Story = {
  parameters: { api: remindersApi('en') },
  render: () => <ReminderFormScreen monitorId={17} onSaved={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(canvas.getByText("Error. Reminder hasn't been added")).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'New reminder: Blood pressure' })).toBeVisible();
  },
};

/** Deleting asks first, over the monitor's reminders. */
export const Delete: Story = {
  parameters: { api: remindersApi('en') },
  render: () => <ReminderDeleteScreen reminderId={31} onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete this reminder?',
    });
    await expect(within(dialog).getByText('You will no longer be reminded at this time.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible();
  },
};

export const DeleteSpanish: Story = {
  parameters: { api: remindersApi('es') },
  globals: spanishPhone,
  render: Delete.render,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '¿Eliminar este recordatorio?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeVisible();
  },
};
