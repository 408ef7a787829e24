import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { answerAt, mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { CarePlanItemScreen } from './CarePlanItemScreen';
import { CareScreen } from './CareScreen';
import { appointmentAnswers, finishedVisit, upcomingVisit } from './appointmentFixtures';
import { AppointmentScreen } from './AppointmentScreen';
import { carePlanAnswers, myAppointmentRequests, walk } from './fixtures';
import { RequestAppointmentScreen } from './RequestAppointmentScreen';
import { SupportSessionScreen } from './SupportSessionScreen';
import { circleOffer, classOffer, credits } from './supportFixtures';

const meta = {
  title: 'Features/Care',
  decorators: [withMat],
  // The item, session and appointment screens are checked by their play functions and axe only;
  // Care itself has baselines (each story names its tag: the index does not read one through a spread).
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CarePlan: Story = {
  tags: ['!no-visual'],
  parameters: { api: carePlanAnswers },
  render: () => (
    <CareScreen
      itemHref={(id) => `/care-plan/${id}`}
      sessionHref={(product, uuid) => `/support-session/${uuid}?product=${product}`}
      requestHref="/request-an-appointment"
      appointmentHref={(uuid) => `/appointment/${uuid}`}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open: Take a 10-minute walk' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const CarePlanSpanish: Story = {
  ...CarePlan,
  tags: ['!no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tu cuidado' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Próximamente' })).toBeVisible();
  },
};

/** At 200% text on a 320 px phone: each item's action and menu wrap between words, never inside one. */
export const CarePlanLargeText: Story = {
  ...CarePlan,
  tags: ['!no-visual'],
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open: Take a 10-minute walk' })).toBeVisible();
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const CarePlanLargeTextSpanish: Story = {
  ...CarePlanLargeText,
  tags: ['!no-visual'],
  globals: { ...largeTextGlobals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Próximamente' });
    await within(canvasElement).findAllByRole('button', { name: /^Acciones para/ });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const CarePlanWithRequests: Story = {
  ...CarePlan,
  tags: ['no-visual'],
  parameters: {
    api: mergeApis(carePlanAnswers, storyApi({ 'GET /patient/request-appointments': { body: myAppointmentRequests } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your appointment requests' })).toBeVisible();
    await expect(
      canvas.getByText('Their reason: We do not visit homes in your area; our nurse line can help by phone.'),
    ).toBeVisible();
  },
};

export const CarePlanItem: Story = {
  parameters: { api: mergeApis(carePlanAnswers, storyApi({ 'GET /patient/assignment/8': { body: walk } })) },
  render: () => <CarePlanItemScreen id={8} careHref="/care" onUnassigned={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Take a 10-minute walk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  },
};

export const CarePlanItemSpanish: Story = {
  ...CarePlanItem,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Marcar como hecho' })).toBeVisible();
  },
};

const hrefs = {
  view: '/support-session/s?product=21',
  reserve: '/support-session/reserve/s?product=21',
  cancel: '/support-session/cancel/s?product=21',
};

export const SupportSession: Story = {
  parameters: {
    api: mergeApis(
      storyApi({ 'GET /stripe/get-balance': credits(1) }),
      answerAt(`GET /patient/support-product/21/${classOffer.next_session.uuid}`, {
        body: { product: classOffer, session: classOffer.next_session },
      }),
    ),
  },
  render: () => (
    <SupportSessionScreen
      product={21}
      uuid={classOffer.next_session.uuid}
      hrefs={hrefs}
      careHref="/care"
      onDone={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Breastfeeding basics' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reserve a place' })).toBeVisible();
  },
};

export const SupportSessionSpanish: Story = {
  ...SupportSession,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Reservar un lugar' })).toBeVisible();
  },
};

export const ReserveFullGroup: Story = {
  parameters: {
    api: mergeApis(
      storyApi({
        'GET /stripe/get-balance': credits(1),
        'POST /patient/support-session/reserve/32': {
          status: 409,
          body: { code: 'errors.sessionFull', message: 'full' },
        },
      }),
      answerAt(`GET /patient/support-product/22/${circleOffer.next_session.uuid}`, {
        body: { product: circleOffer, session: circleOffer.next_session },
      }),
    ),
  },
  render: () => (
    <SupportSessionScreen
      product={22}
      uuid={circleOffer.next_session.uuid}
      intent="reserve"
      hrefs={hrefs}
      careHref="/care"
      onDone={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have 1 credit')).toBeVisible();
  },
};

const requestAnswers = storyApi({
  'GET /patient/request-appointments/get-available-organizations': {
    body: [
      {
        id: 2,
        name: 'Sunrise Maternity Care',
        slug: 'sunrise-maternity-care',
        type_icon: 13,
        logo: null,
        description: null,
        city: null,
        state: null,
        phone: null,
        website: null,
        languages: [],
        accepts_new_patients: true,
        connection_status: 'active',
        practitioners_count: 3,
      },
    ],
  },
  'GET /patient/request-appointments/get-request-categories': {
    body: [
      { id: 1, name: 'Breastfeeding and feeding' },
      { id: 2, name: 'Recovery after birth' },
    ],
  },
});

export const RequestAppointment: Story = {
  parameters: { api: requestAnswers },
  render: () => <RequestAppointmentScreen organizationId={2} onRequested={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Sunrise Maternity Care' })).toBeChecked();
  },
};

export const RequestAppointmentSpanish: Story = {
  ...RequestAppointment,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Enviar mi solicitud' })).toBeVisible();
  },
};

const appointmentHrefs = (uuid: string) => ({ view: `/appointment/${uuid}`, cancel: `/appointment/cancel/${uuid}` });

export const Appointment: Story = {
  parameters: { api: appointmentAnswers },
  render: () => (
    <AppointmentScreen
      uuid={upcomingVisit.uuid}
      hrefs={appointmentHrefs(upcomingVisit.uuid)}
      careHref="/care"
      onCancelled={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lactation consult' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the calendar file (.ics)' })).toBeVisible();
  },
};

export const AppointmentSpanish: Story = {
  ...Appointment,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Cancelar esta cita' })).toBeVisible();
  },
};

export const FinishedAppointment: Story = {
  parameters: { api: appointmentAnswers },
  render: () => (
    <AppointmentScreen
      uuid={finishedVisit.uuid}
      hrefs={appointmentHrefs(finishedVisit.uuid)}
      careHref="/care"
      onCancelled={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Download the visit summary (PDF)' }),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText(/Try laid-back feeding twice a day/)).toBeVisible();
  },
};

export const CancelAppointment: Story = {
  parameters: { api: appointmentAnswers },
  render: () => (
    <AppointmentScreen
      uuid={upcomingVisit.uuid}
      intent="cancel"
      hrefs={appointmentHrefs(upcomingVisit.uuid)}
      careHref="/care"
      onCancelled={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Why are you cancelling?' })).toBeVisible();
  },
};

export const CancelAppointmentSpanish: Story = {
  ...CancelAppointment,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
  },
};
