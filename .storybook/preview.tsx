import type { ThemeName } from '@mat/tokens';
import { UiProvider, uiMessages, type UiLocale } from '@mat/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { configure } from 'storybook/test';
import { viewports } from './viewports';

// A play function's findBy and waitFor wait 5 s for what they look for, not 1 s, as the screens'
// unit tests do (packages/features/src/test/setup.ts): on two cores beside a CPU-bound process, a
// form's summary of problems took longer than 1 s to be found (inputs-form--missing-required in the
// visual stage). Each still fails if what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

export interface StoryMessages {
  en: Record<string, string>;
  es: Record<string, string>;
}

/**
 * Every story renders as an app would: react-intl with the chosen locale's messages, then the
 * UiProvider with the chosen theme. A package's stories add their own texts with
 * `parameters: { messages: { en, es } }`; they are merged over @mat/ui's. Whole-page stories
 * (layouts, screens) set `parameters: { padded: false }`. A story at 200% text sets
 * `globals: { textSize: '200%', viewport: { value: 'narrow' } }` (largeTextGlobals of
 * @mat/features' test helpers), so the visual stage shoots it on a 320 px phone only: the page's root font size doubles, as a phone's text size setting does inside
 * the native app, and everything sized in rem grows with it.
 *
 * The screens' clock stands still at `parameters.now` (MatProvider's and the console's
 * decorators give it to the screens), so a date or a timer on screen shows the same pixels every
 * day. A story that needs another instant sets its own `parameters.now`.
 */
const withProviders: Decorator = (Story, context) => {
  document.documentElement.style.fontSize = context.globals.textSize === '200%' ? '200%' : '';
  const locale = (context.globals.locale ?? 'en') as UiLocale;
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const extra = context.parameters.messages as StoryMessages | undefined;
  const messages = { ...uiMessages[locale], ...extra?.[locale] };
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <UiProvider theme={theme} navigate={() => {}}>
        <div style={{ padding: context.parameters.padded === false ? 0 : '1rem' }}>
          <Story />
        </div>
      </UiProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    textSize: {
      description: 'Text size',
      toolbar: {
        title: 'Text size',
        icon: 'zoom',
        items: [
          { value: '100%', title: 'Text at 100%' },
          { value: '200%', title: 'Text at 200%' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light', textSize: '100%' },
  parameters: {
    // The decorator pads stories itself so the theme's page colour fills the frame.
    layout: 'fullscreen',
    viewport: { options: viewports },
    // Any axe violation fails the story's test. react-aria's live announcer is left out: for 7 s
    // after announcing (a pending button), it keeps a hidden node labelled by the announced
    // element, which a later story or step may have removed; it is read, not navigated.
    // WCAG 2.2's target-size (2.5.8), which axe ships turned off and the journeys turn on with the
    // WCAG 2.2 AA tags, is turned on here too, beside axe's default rules.
    a11y: {
      test: 'error',
      context: { exclude: ['[data-live-announcer]'] },
      options: { rules: { 'target-size': { enabled: true } } },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Noon on Tuesday 24 November 2026 in Los Angeles, the sample patients' time zone: the
    // fixtures' readings, visits and messages fall in the days around it.
    now: '2026-11-24T20:00:00Z',
  },
};

export default preview;
