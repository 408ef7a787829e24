import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { storyApi } from '../test/fakeApi';
import { storyUser, withMat } from '../test/storyProviders';
import { OnboardingDetailsScreen } from './OnboardingDetailsScreen';
import { OnboardingScreen } from './OnboardingScreen';
import { RegisterIntroScreen } from './RegisterIntroScreen';

const meta = {
  title: 'Features/Onboarding',
  decorators: [withMat],
  parameters: { signedIn: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  render: () => <RegisterIntroScreen onAccepted={fn()} termsHref="/terms" privacyHref="/privacy" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Ana/ });
    await userEvent.click(canvas.getByRole('button', { name: /continue|continuar/i }));
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Status: Story = {
  parameters: { api: storyApi({ 'POST /patient/profile/status': { body: { ...storyUser, status: 'postpartum' } } }) },
  render: () => <OnboardingScreen onDone={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Version 2: the dates that go with the status chosen, every one optional. */
export const ExpectingDates: Story = {
  parameters: {
    api: storyApi({ 'POST /patient/profile/onboarding': { body: { ...storyUser, status: 'expecting' } } }),
  },
  render: () => <OnboardingDetailsScreen status="expecting" statusHref="/onboarding" onDone={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /due|nacerá/i });
    await expect(canvas.getByRole('link', { name: /change my answer|cambiar mi respuesta/i })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  },
};

export const BabyDates: Story = {
  render: () => <OnboardingDetailsScreen status="postpartum" statusHref="/onboarding" onDone={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /born|nació/i });
  },
};

// Each step in Spanish, and the two a new account spends longest on at 200% text on a 320 px phone,
// where every word must wrap whole.
export const TermsSpanish: Story = {
  ...Terms,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Ana/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const StatusSpanish: Story = { ...Status, globals: { locale: 'es' } };

export const ExpectingDatesSpanish: Story = {
  ...ExpectingDates,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /nacerá/i });
    await expect(canvas.getByRole('link', { name: /cambiar mi respuesta/i })).toHaveAttribute('href', '/onboarding');
  },
};

export const BabyDatesSpanish: Story = {
  ...BabyDates,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: /nació/i });
  },
};

const wordsWhole = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findByRole('heading', { level: 1 });
  await document.fonts.ready;
  await expect(brokenWords(canvasElement)).toEqual([]);
};

export const StatusLargeText: Story = { ...Status, globals: largeTextGlobals, play: wordsWhole };
export const StatusLargeTextSpanish: Story = {
  ...Status,
  globals: { ...largeTextGlobals, locale: 'es' },
  play: wordsWhole,
};
export const ExpectingDatesLargeText: Story = { ...ExpectingDates, globals: largeTextGlobals, play: wordsWhole };
export const ExpectingDatesLargeTextSpanish: Story = {
  ...ExpectingDates,
  globals: { ...largeTextGlobals, locale: 'es' },
  play: wordsWhole,
};
