import { UiProvider } from '@mat/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { storageTokenStore } from '../browser';
import en from '../messages/en';
import es from '../messages/es';
import { StaffProvider } from '../staff';
import { ConnectionsScreen } from './ConnectionsScreen';

const ana = {
  id: 9,
  patient: { id: 41, name: 'Ana Rivera' },
  status: 'pending',
  record_access: true,
  requested_at: '2026-11-19T09:00:00Z',
  responded_at: null,
};
const luz = {
  id: 7,
  patient: { id: 42, name: 'Luz Morales' },
  status: 'archived',
  record_access: false,
  requested_at: '2026-10-01T09:00:00Z',
  responded_at: '2026-10-02T09:00:00Z',
};

function console_(locale: 'en' | 'es' = 'en') {
  const calls: string[] = [];
  let confirmed = false;
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/staff\/v1/, '');
    calls.push(`${request.method} ${path}${url.search}`);
    if (request.method === 'POST' && path === '/connections/9/confirm') {
      confirmed = true;
      return Response.json({ ...ana, status: 'active', responded_at: '2026-11-22T10:00:00Z' });
    }
    const status = url.searchParams.get('status');
    const body =
      status === 'pending' ? (confirmed ? [] : [ana]) : confirmed ? [{ ...ana, status: 'active' }, luz] : [luz];
    return Response.json(body);
  }) as typeof globalThis.fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale={locale === 'es' ? 'es-US' : 'en-US'} messages={locale === 'es' ? es : en} defaultLocale="en">
      <QueryClientProvider client={queryClient}>
        <UiProvider navigate={() => {}}>
          <StaffProvider
            locale={locale}
            tokens={storageTokenStore(window.sessionStorage)}
            onUnauthorized={() => {}}
            fetch={fetch}
            baseUrl="http://console.test/api/staff/v1"
          >
            <ConnectionsScreen />
          </StaffProvider>
        </UiProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return calls;
}

describe('ConnectionsScreen', () => {
  it('confirms a waiting request, which then shows among the connected patients with their access', async () => {
    const calls = console_();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Confirm Ana Rivera' }));
    expect(await screen.findByText('Ana Rivera is now connected.')).toBeTruthy();
    expect(calls).toContain('POST /connections/9/confirm');
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
