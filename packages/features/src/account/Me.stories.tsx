import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { AccessibilityStatementScreen } from './AccessibilityStatementScreen';
import { MeScreen } from './MeScreen';
import { babyWith } from '../family/fixtures';

const meta = {
  title: 'Features/Me',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mateo = babyWith({});
const hrefs = {
  myAccount: '/my-account',
  profile: '/edit-profile',
  medicalRecord: '/medical-record',
  pregnancy: '/pregnancy-medical-profile/active',
  settings: '/settings',
  notifications: '/notifications',
  membership: '/gold',
  checkIns: '/questionnaire',
  recordAccess: '/profile/record-access',
  contactUs: '/contact-us',
  accessibility: '/accessibility',
  terms: 'https://matrona.example/terms',
  privacy: 'https://matrona.example/privacy',
};

export const Me: Story = {
  parameters: { api: storyApi({ 'GET /patient/child': { body: [mateo] } }) },
  render: () => <MeScreen hrefs={hrefs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: "Mateo Rivera Baby's medical profile" })).toBeVisible();
    // Grouped rows, one link each, the website's footer links among them.
    const about = canvas.getByRole('list', { name: 'Help and legal' });
    await expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact us9am to 5pm Pacific, 7 days a week', 'Accessibility', 'Terms of Use', 'Privacy Policy']);
    await expect(within(about).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  },
};

export const MeSpanish: Story = {
  ...Me,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Ayuda e información legal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accesibilidad' })).toBeVisible();
  },
};

/** At 200% text on a 320 px phone: rows wrap between words, never inside one. */
export const MeLargeText: Story = {
  ...Me,
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Privacy Policy' });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const MeLargeTextSpanish: Story = {
  ...MeLargeText,
  globals: { ...largeTextGlobals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Política de privacidad' });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const AccessibilityStatement: Story = {
  render: () => <AccessibilityStatementScreen contactHref="/contact-us" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What does not conform yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  },
};

export const AccessibilityStatementSpanish: Story = {
  ...AccessibilityStatement,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeVisible();
  },
};
