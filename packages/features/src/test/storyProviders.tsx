// Feature stories render as the app does: inside MatProvider, in the toolbar's language and
// theme, against the fake API answers a story gives in `parameters.api`, with the clock stopped at
// `parameters.now` (the preview's instant unless the story gives its own).
import type { ThemeName } from '@mat/tokens';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import type { Locale } from '../i18n/catalogue';
import { MatProvider } from '../provider/MatProvider';
import { fixedClock } from '../provider/clock';
import { memoryTokenStore } from '../provider/tokenStore';
import type { Schema } from '@mat/api';
import { fakeApi, isCheckedApi, mergeApis, storyApi, type CheckedAnswers } from './fakeApi';

/** A story's `parameters.api`: answers made by storyApi, so they were checked against the contract. */
export type StoryApi = CheckedAnswers;

/** A signed-in patient, as GET /user answers for the demo world. */
export const storyUser: Schema<'CurrentUser'> = {
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
    prefs: {
      terms: true,
      call_you: null,
      call_you_other: null,
      measureUnit: 'imperial',
      language: 'en',
      verified_phone: 'yes',
    },
  },
  matrona_gold_view: false,
  matrona_gold_expire_at: null,
  matrona_gold_renews_at: null,
  matrona_gold_is_paid: false,
  latest_matrona_gold_charge: null,
  maternity_benefit_organization: null,
  user_care_orgs: [],
  care_team_members: [],
  primary_organization: null,
  can_message_matrona: false,
  messages_options: { linda_greeting_message_read: false },
  onboarding_version: 2,
  feature_onboarding_finished_at: null,
  passed_array_of_walkthroughs: [],
  notification_settings: { email: 1, sms: 1, push: 1 },
  has_pylo_device: false,
  biometric_auth: false,
  intercom_user_hash: null,
  access_level: 0,
};

type StoryMatProps = {
  locale: Locale;
  theme: ThemeName;
  api: StoryApi;
  signedIn: boolean;
  now: string;
  children: React.ReactNode;
};

function StoryMat({ locale, theme, api, signedIn, now, children }: StoryMatProps) {
  const [fake] = useState(() => fakeApi(mergeApis(storyApi({ 'GET /user': { body: storyUser } }), api)));
  const [tokens] = useState(() => memoryTokenStore(signedIn ? 'story-session' : null));
  const [clock] = useState(() => fixedClock(now));
  return (
    <MatProvider
      locale={locale}
      theme={theme}
      tokens={tokens}
      fetch={fake.fetch}
      apiBaseUrl="http://matrona.test/api/v2"
      navigate={() => {}}
      clock={clock}
    >
      {children}
    </MatProvider>
  );
}

/** A story's `parameters.api`, refused unless storyApi made it (so the type check saw it). */
function storyAnswers(given: unknown): StoryApi {
  if (given === undefined) return storyApi({});
  if (!isCheckedApi(given)) throw new Error('parameters.api must be made by storyApi({...}) (test/fakeApi.ts)');
  return given;
}

export const withMat: Decorator = (Story, context) => (
  <StoryMat
    locale={(context.globals.locale ?? 'en') as Locale}
    theme={(context.globals.theme ?? 'light') as ThemeName}
    api={storyAnswers(context.parameters.api)}
    signedIn={context.parameters.signedIn === true}
    now={context.parameters.now as string}
  >
    <Story />
  </StoryMat>
);
