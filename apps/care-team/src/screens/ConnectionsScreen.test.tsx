import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStaff } from '../testing/renderWithStaff';
import { connections } from './ConnectionsScreen.fixtures';
import { ConnectionsScreen } from './ConnectionsScreen';

/** The screen on its fixtures' answers: Ana Rivera waiting, Marisol Díaz and Luz Morales connected. */
const console_ = (locale: 'en' | 'es' = 'en') => renderWithStaff(<ConnectionsScreen />, connections(), locale).paths;

describe('ConnectionsScreen', () => {
  it('confirms a waiting request, which then shows among the connected patients with their access', async () => {
    const paths = console_();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Confirm Ana Rivera' }));
    expect(await screen.findByText('Ana Rivera is now connected.')).toBeTruthy();
    expect(paths()).toContain('POST /connections/9/confirm');
    const connected = screen.getByRole('region', { name: 'Connected patients' });
    await waitFor(() => expect(within(connected).getByText('Ana Rivera')).toBeTruthy());
    expect(within(waiting).getByText('No requests are waiting.')).toBeTruthy();
    expect(within(connected).getByText('Medical profile not shared')).toBeTruthy();
    expect(within(connected).getByText('Archived by the patient')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    console_('es');
    expect(await screen.findByRole('button', { name: 'Confirmar a Ana Rivera' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeTruthy();
  });
});
