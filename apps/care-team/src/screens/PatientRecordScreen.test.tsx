import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStaff } from '../testing/renderWithStaff';
import type { StaffAnswerFor } from '../testing/staffAnswers';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { PatientRecordScreen } from './PatientRecordScreen';

function open(answer: StaffAnswerFor<'GET /patients/7/record'>, locale: 'en' | 'es' = 'en', conversation?: number) {
  return renderWithStaff(
    <PatientRecordScreen id={7} conversation={conversation} />,
    { 'GET /patients/7/record': answer },
    locale,
  ).paths;
}

describe('PatientRecordScreen', () => {
  afterEach(cleanup);

  it("shows the record the patient shares, with the server's categories as words, and the way back to the conversation", async () => {
    const paths = open({ status: 200, body: sampleRecord }, 'en', 13);
    expect(await screen.findByRole('heading', { level: 1, name: "Luz Morales's record" })).toBeTruthy();
    expect(paths()).toEqual(['GET /patients/7/record']);
    expect(screen.getByText('gold@matrona.care')).toBeTruthy();
    expect(screen.getByText('Spanish')).toBeTruthy();
    const pressure = screen.getByRole('region', { name: 'Blood pressure' });
    const rows = within(pressure).getAllByRole('row');
    // The header, then newest first: the severe reading (as the server classified it), then the normal one.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('162/104')).toBeTruthy();
    expect(within(rows[1]!).getByText('Severe')).toBeTruthy();
    expect(within(rows[2]!).getByText('Normal')).toBeTruthy();
    const weights = screen.getByRole('region', { name: 'Baby weight' });
    expect(within(weights).getByText(/Contact the pediatrician/)).toBeTruthy();
    expect(within(weights).getAllByText('Leo Morales')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Kick counts' })).getByText('10 movements within 2 hours'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pregnancies' })).getByText('Ongoing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the conversation' }).getAttribute('href')).toBe(
      '/conversations/13',
    );
  });

  it('says the record is not shared, and shows none of it, on a 403', async () => {
    open({ status: 403, body: { code: 'errors.forbidden', message: 'Not allowed for this account' } });
    expect(await screen.findByRole('heading', { name: 'This record is not shared' })).toBeTruthy();
    expect(screen.getByText(/has not shared their record with your organization/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the inbox' }).getAttribute('href')).toBe('/');
  });

  it('speaks Spanish', async () => {
    open({ status: 200, body: sampleRecord }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expediente de Luz Morales' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Presión arterial' })).getByText('Grave')).toBeTruthy();
    expect(screen.getByText('Español')).toBeTruthy();
  });

  it('says when another organization or a missing id is asked for, in Spanish too', async () => {
    open({ status: 404, body: { code: 'errors.notFound', message: 'Not found' } }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expediente de la paciente' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Este expediente no está compartido')).toBeNull();
  });
});
