import { UiProvider } from '@mat/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { storageTokenStore } from '../browser';
import en from '../messages/en';
import es from '../messages/es';
import { StaffProvider } from '../staff';
import { sampleAlert, sampleBloodPressureAlert } from '../stories/withConsole';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { PatientPanel } from './PatientPanel';

/** 20:00 UTC is noon in Los Angeles, the sample patient's time zone: 24 November 2026 for her. */
const NOW = new Date('2026-11-24T20:00:00Z');

function open(record: { status: number; body: unknown }, locale: 'en' | 'es' = 'en') {
  const calls: string[] = [];
  const fetch = (async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/staff\/v1/, '');
    calls.push(`${request.method} ${path}`);
    if (path === '/alerts') return Response.json([sampleAlert, sampleBloodPressureAlert]);
    return Response.json(record.body, { status: record.status });
  }) as typeof globalThis.fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale={locale === 'es' ? 'es-US' : 'en-US'} messages={locale === 'es' ? es : en} defaultLocale="en">
      <QueryClientProvider client={queryClient}>
        <UiProvider navigate={() => {}}>
          <StaffProvider locale={locale} tokens={storageTokenStore(window.sessionStorage)} onUnauthorized={() => {}} fetch={fetch} baseUrl="http://console.test/api/staff/v1">
            <PatientPanel patientId={7} now={NOW} />
          </StaffProvider>
        </UiProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return calls;
}

describe('PatientPanel', () => {
  afterEach(cleanup);

  it("shows her week, language, newest reading with the server's category and only her own open alerts", async () => {
    const calls = open({ status: 200, body: sampleRecord });
    const panel = screen.getByRole('complementary', { name: 'About the patient' });
    // Due 14 February 2027: 280 - 82 days = 198 days, 28 weeks and 2 days on her 24 November.
    expect(await within(panel).findByText('28 weeks and 2 days pregnant')).toBeTruthy();
    expect(within(panel).getByText('Spanish')).toBeTruthy();
    expect(within(panel).getByText('162/104 mmHg on Nov 24, 2026')).toBeTruthy();
    expect(within(panel).getByText('Severe')).toBeTruthy();
    expect(within(panel).getByText(/Contact the pediatrician/)).toBeTruthy();
    const alerts = await within(panel).findByRole('list', { name: 'Open alerts' });
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(1);
    expect(within(alerts).getByText('A crisis answer on the Edinburgh Postnatal Depression Scale (EPDS)')).toBeTruthy();
    // The record call the record screen makes, which the server writes to her record-access list.
    expect(calls).toContain('GET /patients/7/record');
  });

  it("gives the baby's age when no pregnancy is ongoing", async () => {
    open({ status: 200, body: { ...sampleRecord, pregnancies: sampleRecord.pregnancies.filter((pregnancy) => pregnancy.status !== 'ongoing') } });
    // Born 2 January 2025: 691 days, 98 whole weeks, on 24 November 2026.
    expect(await screen.findByText('Leo Morales is 98 weeks old')).toBeTruthy();
  });

  it('shows nothing of a record she has not shared, but still her open alerts, in Spanish', async () => {
    open({ status: 403, body: { code: 'errors.forbidden', message: 'Not allowed for this account' } }, 'es');
    const panel = screen.getByRole('complementary', { name: 'Sobre la paciente' });
    expect(await within(panel).findByText(/no compartió su expediente/)).toBeTruthy();
    expect(await within(panel).findByText('Una respuesta de crisis en el Edinburgh Postnatal Depression Scale (EPDS)')).toBeTruthy();
    expect(within(panel).queryByText('Grave')).toBeNull();
    expect(within(panel).queryByText(/semanas de embarazo/)).toBeNull();
  });
});
