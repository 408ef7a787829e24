import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { useSession } from '../session/useSession';
import { storyApi } from '../test/fakeApi';
import { storyUser, withMat } from '../test/storyProviders';
import { ContactUsScreen } from './ContactUsScreen';
import { EditProfileScreen } from './EditProfileScreen';
import { MedicalRecordScreen } from './MedicalRecordScreen';
import { MyAccountScreen } from './MyAccountScreen';
import { NotificationsScreen } from './NotificationsScreen';
import { SettingsScreen } from './SettingsScreen';

// The account's pages for Ana Rivera, signed in, as the fake API answers them.
const meta = {
  title: 'Features/Account',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };

// My account

const accountHrefs = {
  profile: '/edit-profile',
  settings: '/settings',
  notifications: '/notifications',
  contactUs: '/contact-us',
};

/** In the phone app: her number, the password, biometric sign-in and the account's other pages. */
export const MyAccount: Story = {
  render: () => <MyAccountScreen biometricAvailable hrefs={accountHrefs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByText('(310) 555-0142')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Sign in with Face ID or fingerprint' })).not.toBeChecked();
    const more = canvas.getByRole('navigation', { name: 'More' });
    await expect(within(more).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  },
};

export const MyAccountSpanish: Story = {
  ...MyAccount,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Iniciar sesión con Face ID o huella' })).toBeVisible();
  },
};

// Your profile

const profile: Schema<'PatientProfile'> = {
  ...storyUser,
  zip: '90012',
  birthday: '1994-03-18',
  alternate_phone: null,
};
const profileApi = storyApi({ 'GET /patient/profile': { body: profile } });

/** Her photo (none yet: her initials) and the form filled from GET /patient/profile. */
export const EditProfile: Story = {
  parameters: { api: profileApi },
  render: () => <EditProfileScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'ZIP code' })).toHaveValue('90012');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana.rivera@example.org');
  },
};

export const EditProfileSpanish: Story = {
  ...EditProfile,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Código postal' })).toHaveValue('90012');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();
  },
};

/** A name left empty: the domain's rule beside the field, nothing sent. */
export const EditProfileMissingName: Story = {
  ...EditProfile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Please complete this field.')).toBeVisible();
  },
};

// Medical record

const documentOf = (id: number, name: string, uploaded_at: string, more: Partial<Schema<'Document'>> = {}) => ({
  id,
  name,
  mime_type: 'application/pdf',
  size_bytes: 184_320,
  uploaded_at,
  uploaded_by: 'patient' as const,
  organization: null,
  viewed: true,
  ...more,
});
const recordApi = storyApi({
  'GET /patient/pregnancies/medical-record': {
    body: { pregnancies_experienced: 2, live_births: 1, miscarriages: 1, losses: [] },
  },
  'GET /patient/documents': {
    body: {
      page: 1,
      has_more: false,
      data: [
        documentOf(31, 'Glucose screening results.pdf', '2026-11-18T17:20:00Z', {
          uploaded_by: 'organization',
          organization: { id: 4, name: 'Bloom Lactation Center' },
          viewed: false,
          size_bytes: 96_256,
        }),
        documentOf(30, 'Insurance card.jpg', '2026-11-02T15:45:00Z', { mime_type: 'image/jpeg', size_bytes: 412_672 }),
      ],
    },
  },
});

/** The pregnancy history's counts and her documents: one shared by her care team, not read yet. */
export const MedicalRecord: Story = {
  parameters: { api: recordApi },
  render: () => <MedicalRecordScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const births = await canvas.findByRole('row', { name: /Live births/ });
    await expect(within(births).getByRole('cell', { name: '1' })).toBeVisible();
    await expect(await canvas.findByText(/Shared by Bloom Lactation Center/)).toBeVisible();
    // Only her own uploads can be deleted.
    await expect(canvas.getByRole('button', { name: 'Delete: Insurance card.jpg' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete: Glucose screening results.pdf' })).toBeNull();
  },
};

export const MedicalRecordSpanish: Story = {
  ...MedicalRecord,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Nacidos vivos/ })).toBeVisible();
    await expect(await canvas.findByText(/Compartido por Bloom Lactation Center/)).toBeVisible();
  },
};

// Notifications

const notification = (more: Partial<Schema<'Notification'>> & Pick<Schema<'Notification'>, 'id' | 'text'>) => ({
  kind: 'reminder' as const,
  reminder_type: null,
  monitor_id: null,
  conversation_id: null,
  due_at: '2026-11-24T16:00:00Z',
  read_at: null,
  ...more,
});
// The server words the notices in her language (Accept-Language), so each story answers in its own.
const notificationsApi = (texts: { pressure: string; reply: string; weight: string }) =>
  storyApi({
    'GET /patient/notifications': {
      body: {
        page: 1,
        has_more: false,
        data: [
          notification({
            id: 3,
            kind: 'careTeamReply',
            text: texts.reply,
            conversation_id: 402,
            due_at: '2026-11-24T18:30:00Z',
          }),
          notification({ id: 2, text: texts.pressure, reminder_type: 'blood_pressure', monitor_id: 17 }),
          notification({
            id: 1,
            text: texts.weight,
            reminder_type: 'baby_weight',
            monitor_id: 18,
            due_at: '2026-11-23T09:00:00Z',
            read_at: '2026-11-23T09:12:00Z',
          }),
        ],
      },
    },
  });
const notificationsArgs = {
  monitorHref: (id: number) => `/monitors/${id}`,
  conversationHref: (id: number) => `/team?conversationId=${id}`,
};

/** The channels she chose, and the newest notices: a care team reply and a reminder unread, one read. */
export const Notifications: Story = {
  parameters: {
    api: notificationsApi({
      reply: 'Your care team replied to your question.',
      pressure: 'Time to check your blood pressure.',
      weight: 'Time to weigh Mateo.',
    }),
  },
  render: () => <NotificationsScreen {...notificationsArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Read the reply' })).toHaveAttribute(
      'href',
      '/team?conversationId=402',
    );
    await expect(
      canvas.getAllByRole('link', { name: 'Log a reading' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/monitors/17', '/monitors/18']);
    // The read one offers no "Mark as read".
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    await expect(canvas.getByRole('switch', { name: 'Text messages' })).toBeChecked();
  },
};

export const NotificationsSpanish: Story = {
  ...Notifications,
  globals: spanishPhone,
  parameters: {
    api: notificationsApi({
      reply: 'Tu equipo de cuidado respondió a tu pregunta.',
      pressure: 'Es hora de tomarte la presión arterial.',
      weight: 'Es hora de pesar a Mateo.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Leer la respuesta' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Registrar una medición' })).toHaveLength(2);
  },
};

/** Nothing has arrived yet: what will arrive here, and from where. */
export const NotificationsEmpty: Story = {
  parameters: {
    api: storyApi({ 'GET /patient/notifications': { body: { page: 1, has_more: false, data: [] } } }),
  },
  render: () => <NotificationsScreen {...notificationsArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log a reading' })).toBeNull();
  },
};

// Settings

const onLanguageChange = fn();

/** Units and language, as her account has them: imperial, English. */
export const Settings: Story = {
  render: () => <SettingsScreen onLanguageChange={onLanguageChange} notificationsHref="/notifications" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Pounds and ounces (lb, oz)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  },
};

export const SettingsSpanish: Story = {
  ...Settings,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Libras y onzas (lb, oz)' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  },
};

// Contact us

/** The app's shell shows a screen once the signed-in user is known, and Contact us fills her name in from it. */
function OnceSignedIn({ children }: { children: ReactNode }) {
  const { isResolving } = useSession();
  return isResolving ? null : children;
}
const contactUs = (
  <OnceSignedIn>
    <ContactUsScreen />
  </OnceSignedIn>
);

/** Signed in: her name and e-mail filled in, the rest hers to write. */
export const ContactUs: Story = {
  render: () => contactUs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Rivera');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana.rivera@example.org');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  },
};

export const ContactUsSpanish: Story = {
  ...ContactUs,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Asunto/ })).toBeVisible();
  },
};

async function writeToUs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Subject/ }), 'Changing my due date');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Message/ }),
    'My midwife moved my due date to April 10. How do I change it in the app?',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
  return canvas;
}

/** Sent: thanks, and the address the answer will go to. */
export const ContactUsSent: Story = {
  parameters: { api: storyApi({ 'POST /support/request': { status: 204 } }) },
  render: () => contactUs,
  play: async ({ canvasElement }) => {
    const canvas = await writeToUs(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(canvas.getByText(/ana\.rivera@example\.org/)).toBeVisible();
  },
};

/** The server failed: the spec's message, with the address to write to instead (spec 8). */
export const ContactUsServerError: Story = {
  parameters: {
    api: storyApi({
      'POST /support/request': { status: 500, body: { code: 'errors.generic', message: 'Internal error' } },
    }),
  },
  render: () => contactUs,
  play: async ({ canvasElement }) => {
    const canvas = await writeToUs(canvasElement);
    await expect(
      await canvas.findByText(/Something went wrong, please contact us to solve the issue at \S+@/),
    ).toBeVisible();
  },
};
