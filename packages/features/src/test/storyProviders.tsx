// Feature stories render as the app does: inside MatProvider, in the toolbar's language and
// theme, against the fake API answers a story gives in `parameters.api`.
import type { ThemeName } from '@mat/tokens';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import type { Locale } from '../i18n/catalogue';
import { MatProvider } from '../provider/MatProvider';
import { memoryTokenStore } from '../session/tokenStore';
import { fakeApi, type FakeAnswer, type RecordedCall } from './fakeApi';

export type StoryApi = Record<string, FakeAnswer | ((call: RecordedCall) => FakeAnswer)>;

/** A signed-in patient, as GET /user answers for the demo world. */
export const storyUser = {
  uuid: '5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61',
  userId: 1042,
  first_name: 'Ana',
  last_name: 'Rivera',
  age: null,
  created_at: '2026-11-01T10:00:00.000Z',
  email: 'ana.rivera@example.org',
  phone: '3105550142',
  avatar: null,
  children_count: 0,
  status: 'expecting',
  timezone: 'America/Los_Angeles',
  user_data: {
    prefs: { terms: true, call_you: null, call_you_other: null, measureUnit: 'imperial', language: 'en', verified_phone: 'yes' },
  },
  matrona_gold_view: false,
  onboarding_version: 2,
  feature_onboarding_finished_at: null,
};

function StoryMat({ locale, theme, api, signedIn, children }: { locale: Locale; theme: ThemeName; api: StoryApi; signedIn: boolean; children: React.ReactNode }) {
  const [fake] = useState(() => fakeApi({ 'GET /user': { body: storyUser }, ...api }));
  const [tokens] = useState(() => memoryTokenStore(signedIn ? 'story-session' : null));
  return (
    <MatProvider locale={locale} theme={theme} tokens={tokens} fetch={fake.fetch} apiBaseUrl="http://matrona.test/api/v2" navigate={() => {}}>
      {children}
    </MatProvider>
  );
}

export const withMat: Decorator = (Story, context) => (
  <StoryMat
    locale={(context.globals.locale ?? 'en') as Locale}
    theme={(context.globals.theme ?? 'light') as ThemeName}
    api={(context.parameters.api ?? {}) as StoryApi}
    signedIn={context.parameters.signedIn === true}
  >
    <Story />
  </StoryMat>
);
