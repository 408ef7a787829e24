import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAlert, sampleBloodPressureAlert, sampleInbox } from '../stories/withConsole';
import { renderWithStaff } from '../testing/renderWithStaff';
import { staffApi, type StaffCall } from '../testing/staffAnswers';
import { InboxScreen } from './InboxScreen';
import { sampleRecord } from './PatientRecordScreen.fixtures';

const counts = { urgent_alerts: 3, unanswered: 57, waiting_longest: 9, mine: 12 };
// Two alerts about Sofía around one about Luz: the urgent order is kept, Sofía's grouped under her name.
const secondSofiaAlert = { ...sampleBloodPressureAlert, id: 99, raised_at: null };
const api = staffApi({
  'GET /alerts': { body: [sampleBloodPressureAlert, sampleAlert, secondSofiaAlert] },
  'GET /inbox/counts': { body: counts },
  'GET /conversations': (call: StaffCall) => ({
    body: call.search.get('queue')
      ? { ...sampleInbox, data: sampleInbox.data.filter((c) => c.waiting_seconds !== null) }
      : sampleInbox,
  }),
  'POST /conversations/13/handled': { status: 204, body: null },
  'GET /patients/7/record': { body: sampleRecord },
});

const status = () => screen.getByRole('status');

afterEach(cleanup);

describe('the inbox', () => {
  it('counts each queue (from the server) and narrows the list to the one pressed', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStaff(<InboxScreen />, api);
    const queues = await screen.findByRole('group', { name: 'Queues' });
    await within(queues).findByRole('button', { name: 'Unanswered (57)' });
    expect(
      within(queues)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Everything', 'Urgent alerts (3)', 'Unanswered (57)', 'Waiting 4 h or more (9)', 'My patients (12)']);
    expect(within(queues).getByRole('button', { name: 'Everything' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(queues).getByRole('button', { name: 'Waiting 4 h or more (9)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'GET /conversations' && c.search.get('queue') === 'waiting_longest')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Urgent alerts' })).toBeNull();

    await user.click(within(queues).getByRole('button', { name: 'Urgent alerts (3)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Urgent alerts' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Waiting for an answer' })).toBeNull();
  });

  it('puts urgent alerts first, grouped by patient, and says how long each question has waited in hours and minutes', async () => {
    renderWithStaff(<InboxScreen />, api);
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Sofía Díaz · 2 alerts', 'Luz Morales · 1 alert']);
    expect(await screen.findByText('Waiting 3 h 10 min')).toBeTruthy();
    expect(screen.getByText('Waiting for 25 minutes')).toBeTruthy();
  });

  it('moves with j and k (and the arrows), announcing the position, and marks a question handled with e', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(<InboxScreen />, api);
    await screen.findByText('Waiting 3 h 10 min');
    await user.keyboard('j');
    expect(status().textContent).toBe('1 of 7, Sofía Díaz, urgent alert');
    await user.keyboard('jjj');
    expect(status().textContent).toBe('4 of 7, Ana Rivera, question, Waiting 3 h 10 min');
    expect(document.activeElement?.getAttribute('data-inbox-item')).toBe('conversation-12');
    await user.keyboard('{ArrowDown}');
    expect(status().textContent).toBe('5 of 7, Luz Morales, question, Waiting for 25 minutes');
    await user.keyboard('k{ArrowDown}');
    await user.keyboard('e');
    await waitFor(() => expect(sent('POST /conversations/13/handled')).toHaveLength(1));
    await waitFor(() => expect(status().textContent).toBe('Marked handled'));
  });

  it('opens the patient panel beside the alert she selects, by the keys or by moving focus into it', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithStaff(<InboxScreen />, api);
    await screen.findByText('Waiting 3 h 10 min');
    expect(screen.queryByRole('complementary', { name: 'About the patient' })).toBeNull();
    await user.keyboard('jjj');
    expect(status().textContent).toBe('3 of 7, Luz Morales, urgent alert');
    const panel = await screen.findByRole('complementary', { name: 'About the patient' });
    expect(await within(panel).findByText('28 weeks and 2 days pregnant')).toBeTruthy();
    expect(within(panel).getByText('Bay Area Health Plan (health plan)')).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Screenings' })).toBeTruthy();
    // Her record is read through the call the server writes to her record-access list.
    expect(calls.filter((c) => c.path === 'GET /patients/7/record')).toHaveLength(1);
    // A question selected: no panel beside the list (the conversation has its own).
    await user.keyboard('j');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    // Tab onto an alert's button selects it, and focus stays on the button.
    const resolve = screen.getByRole('button', { name: 'Mark resolved: the alert about Luz Morales' });
    resolve.focus();
    expect(await screen.findByRole('complementary', { name: 'About the patient' })).toBeTruthy();
    expect(document.activeElement).toBe(resolve);
  });

  it('leaves the keys alone while she types', async () => {
    const user = userEvent.setup();
    renderWithStaff(
      <>
        <input aria-label="Note" />
        <InboxScreen />
      </>,
      api,
    );
    await screen.findByText('Waiting 3 h 10 min');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'jk');
    expect(status().textContent).toBe('');
  });

  it('announces in Spanish', async () => {
    const user = userEvent.setup();
    renderWithStaff(<InboxScreen />, api, 'es');
    await screen.findByText('Esperando desde hace 3 h 10 min');
    expect(screen.getByRole('button', { name: 'Sin responder (57)' })).toBeTruthy();
    await user.keyboard('j');
    expect(status().textContent).toBe('1 de 7, Sofía Díaz, alerta urgente');
  });
});
