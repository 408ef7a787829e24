import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAlert, sampleBloodPressureAlert } from '../stories/withConsole';
import { renderWithStaff } from '../testing/renderWithStaff';
import type { StaffAnswerFor } from '../testing/staffAnswers';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { PatientPanel } from './PatientPanel';

// renderWithStaff's clock stands at 20:00 UTC, noon in Los Angeles, the sample patient's time
// zone: 24 November 2026 for her.

function open(record: StaffAnswerFor<'GET /patients/7/record'>, locale: 'en' | 'es' = 'en') {
  return renderWithStaff(
    <PatientPanel patientId={7} />,
    { 'GET /alerts': { body: [sampleAlert, sampleBloodPressureAlert] }, 'GET /patients/7/record': record },
    locale,
  ).paths;
}

describe('PatientPanel', () => {
  afterEach(cleanup);

  it("shows her week, language, newest reading with the server's category and only her own open alerts", async () => {
    const paths = open({ status: 200, body: sampleRecord });
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
    expect(paths()).toContain('GET /patients/7/record');
  });

  it('names who pays for her membership and lists her newest screenings with score, band and its name', async () => {
    open({ status: 200, body: sampleRecord });
    const panel = screen.getByRole('complementary', { name: 'About the patient' });
    expect(await within(panel).findByText('Bay Area Health Plan (health plan)')).toBeTruthy();
    const screenings = within(panel).getByRole('list', { name: 'Screenings' });
    const items = within(screenings).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edinburgh Postnatal Depression Scale (EPDS)15 of 30 (band 14-19) on Nov 22, 2026Likely depressionCrisis answer',
      'Generalized Anxiety Disorder (GAD-7)3 of 21 (band 0-4) on Oct 2, 2026Minimal',
    ]);
  });

  it('says when no one pays for her membership and she has taken no screening, in Spanish', async () => {
    open({ status: 200, body: { ...sampleRecord, organization: null, screenings: [] } }, 'es');
    const panel = screen.getByRole('complementary', { name: 'Sobre la paciente' });
    expect(await within(panel).findByText('Todavía no hay cuestionarios de detección.')).toBeTruthy();
    expect(within(panel).getByText('Organización').closest('div')?.textContent).toBe(
      'OrganizaciónNinguna: ninguna organización ni plan de salud paga su membresía',
    );
  });

  it("gives the baby's age when no pregnancy is ongoing", async () => {
    open({
      status: 200,
      body: {
        ...sampleRecord,
        pregnancies: sampleRecord.pregnancies.filter((pregnancy) => pregnancy.status !== 'ongoing'),
      },
    });
    // Born 2 January 2025: 691 days, 98 whole weeks, on 24 November 2026.
    expect(await screen.findByText('Leo Morales is 98 weeks old')).toBeTruthy();
  });

  it('shows nothing of a record she has not shared, but still her open alerts, in Spanish', async () => {
    open({ status: 403, body: { code: 'errors.forbidden', message: 'Not allowed for this account' } }, 'es');
    const panel = screen.getByRole('complementary', { name: 'Sobre la paciente' });
    expect(await within(panel).findByText(/no compartió su expediente/)).toBeTruthy();
    expect(
      await within(panel).findByText('Una respuesta de crisis en el Edinburgh Postnatal Depression Scale (EPDS)'),
    ).toBeTruthy();
    expect(within(panel).queryByText('Grave')).toBeNull();
    expect(within(panel).queryByText(/semanas de embarazo/)).toBeNull();
  });
});
