// The console's stories render as the app does: its messages and @mat/domain's in the toolbar's
// language, server state, and the staff API answered by a fake fetch from `parameters.staffApi`
// ("METHOD /path" as the client calls it, e.g. "GET /alerts"), made by staffApi so each answer was
// checked against the contract, the clock stopped at the preview's `parameters.now`.
import domainEn from '@mat/domain/lang/en.json';
import domainEs from '@mat/domain/lang/es.json';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { storageTokenStore, type Locale } from '../browser';
import { StaffProvider } from '../staff';
import { isStaffApi, staffApi, staffFetch, type StaffApi } from '../testing/staffAnswers';

/** Each language's catalogue for `parameters.messages`, merged over @mat/ui's by the preview. */
export const consoleMessages = { en: { ...domainEn, ...en }, es: { ...domainEs, ...es } };

function StoryConsole({
  locale,
  api,
  now,
  children,
}: {
  locale: Locale;
  api: StaffApi;
  now: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [tokens] = useState(() => storageTokenStore(window.sessionStorage));
  const [fetch] = useState(() => staffFetch(api));
  const [clock] = useState(() => ({ now: () => new Date(now) }));
  return (
    <QueryClientProvider client={queryClient}>
      <StaffProvider
        locale={locale}
        tokens={tokens}
        onUnauthorized={() => {}}
        fetch={fetch}
        baseUrl="http://console.test/api/staff/v1"
        clock={clock}
      >
        {children}
      </StaffProvider>
    </QueryClientProvider>
  );
}

/** A story's `parameters.staffApi`, refused unless staffApi made it (so the type check saw it). */
function storyStaffApi(given: unknown): StaffApi {
  if (given === undefined) return staffApi({});
  if (!isStaffApi(given))
    throw new Error('parameters.staffApi must be made by staffApi({...}) (testing/staffAnswers.ts)');
  return given;
}

export const withConsole: Decorator = (Story, context) => (
  <StoryConsole
    locale={(context.globals.locale ?? 'en') as Locale}
    api={storyStaffApi(context.parameters.staffApi)}
    now={context.parameters.now as string}
  >
    <Story />
  </StoryConsole>
);

const HOUR = 3600;

export const sampleAlert = {
  id: 3,
  kind: 'crisis_answer' as const,
  urgent: true,
  raised_at: null,
  created_at: '2026-11-24T08:15:00Z',
  patient: { id: 7, name: 'Luz Morales', stage: 'expecting' as const },
  screening: 'Edinburgh Postnatal Depression Scale (EPDS)',
  blood_pressure: null,
};

/** A severe reading with a warning sign, confirmed by a severe recheck 15 minutes later. */
export const sampleBloodPressureAlert = {
  id: 4,
  kind: 'blood_pressure' as const,
  urgent: true,
  raised_at: '2026-11-24T09:16:00Z',
  created_at: '2026-11-24T09:00:00Z',
  patient: { id: 9, name: 'Sofía Díaz', stage: 'postpartum' as const },
  screening: null,
  blood_pressure: {
    systolic: 165,
    diastolic: 112,
    category: 'severe' as const,
    measured_at: '2026-11-24T09:00:00Z',
    warning_signs: ['Headache that will not go away'],
    recheck: { systolic: 168, diastolic: 114, measured_at: '2026-11-24T09:15:00Z' },
  },
};

export const sampleInbox = {
  page: 1,
  has_more: false,
  data: [
    {
      id: 12,
      name: 'Night feeds',
      patient: { id: 8, name: 'Ana Rivera', stage: 'postpartum' as const },
      last_message: 'Is it normal that she feeds every 90 minutes at night?',
      last_message_date: '2026-11-24T06:15:00Z',
      waiting_since: '2026-11-24T06:15:00Z',
      waiting_seconds: 3 * HOUR + 600,
      handled: false,
    },
    {
      id: 13,
      name: 'Swollen ankles',
      patient: { id: 7, name: 'Luz Morales', stage: 'expecting' as const },
      last_message: 'My ankles are swollen tonight. Should I worry?',
      last_message_date: '2026-11-24T09:00:00Z',
      waiting_since: '2026-11-24T09:00:00Z',
      waiting_seconds: 25 * 60,
      handled: false,
    },
    {
      id: 9,
      name: 'Pumping at work',
      patient: { id: 8, name: 'Ana Rivera', stage: 'postpartum' as const },
      last_message: 'Yes: a cooler bag with ice packs keeps it for 24 hours.',
      last_message_date: '2026-11-23T15:00:00Z',
      waiting_since: null,
      waiting_seconds: null,
      handled: false,
    },
    {
      id: 5,
      name: 'Car seat',
      patient: { id: 9, name: 'Marisol Díaz', stage: 'parenting' as const },
      last_message: 'Thank you!',
      last_message_date: '2026-11-20T15:00:00Z',
      waiting_since: null,
      waiting_seconds: null,
      handled: true,
    },
  ],
};

const patientSender = {
  id: 7,
  name: 'Luz Morales',
  avatar: null,
  user_type: 'patient' as const,
  degrees: [],
  organization: null,
};
const nurse = {
  id: 2,
  name: 'Grace Okafor',
  avatar: null,
  user_type: 'practitioner' as const,
  degrees: ['RN', 'BSN'],
  organization: { id: 1, name: 'Sunrise Maternity Care' },
};

export const sampleThread = {
  conversation: sampleInbox.data[1]!,
  messages: {
    page: 1,
    has_more: false,
    data: [
      {
        id: 31,
        conversation_id: 13,
        sender: nurse,
        ts: '2026-11-24T09:20:00Z',
        content: 'Does it come with a headache or blurred vision?',
        attachments: [],
        mine: true,
      },
      {
        id: 30,
        conversation_id: 13,
        sender: patientSender,
        ts: '2026-11-24T09:00:00Z',
        content: 'My ankles are swollen tonight. Should I worry?',
        attachments: [{ id: 55, name: 'ankles.jpg', mime_type: 'image/jpeg', size_bytes: 245760 }],
        mine: false,
      },
    ],
  },
};
