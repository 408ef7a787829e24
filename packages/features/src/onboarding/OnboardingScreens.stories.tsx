import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { storyApi } from '../test/fakeApi';
import { storyUser, withMat } from '../test/storyProviders';
import { FeatureOnboardingScreen } from './FeatureOnboardingScreen';
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

const onFeatureTourDone = fn();
const featureTourFinished = storyApi({
  'POST /patient/profile/status/feature/data': { body: storyUser },
  'POST /patient/profile/status/feature': {
    body: { ...storyUser, feature_onboarding_finished_at: '2026-11-24T20:00:00.000Z' },
  },
});

/** What the app offers, and what she wants help with: two chosen, then on to the dashboard. */
export const FeatureOnboarding: Story = {
  parameters: { api: featureTourFinished, padded: false },
  render: () => <FeatureOnboardingScreen onDone={onFeatureTourDone} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'What Matrona does for you' })).toBeVisible();
    const interests = canvas.getByRole('group', { name: 'What would you like help with? (optional)' });
    await expect(within(interests).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(within(interests).getByRole('checkbox', { name: 'Breastfeeding and infant feeding' }));
    await userEvent.click(within(interests).getByRole('checkbox', { name: 'Emotional and mental health' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(onFeatureTourDone).toHaveBeenCalled());
  },
};

export const FeatureOnboardingSpanish: Story = {
  ...FeatureOnboarding,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lo que Matrona hace por ti' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Lactancia y alimentación del bebé' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Empezar' })).toBeVisible();
  },
};
