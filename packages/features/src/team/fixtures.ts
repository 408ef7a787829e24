// The demo world's care team as the API answers for it, for tests and stories.
import type { Schema, ServerFailure } from '@mat/api';
import { storyUser } from '../test/storyProviders';

const organization = { id: 2, name: 'Sunrise Maternity Care' };

/**
 * A drawn portrait as the server stores a demo practitioner's photo (an SVG data URL, like
 * apps/server/src/db/portraits.ts): a face of the given skin under hair of the given colour.
 */
export const portrait = (skin: string, hair: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#f3ece4"/><g stroke="#692640" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10 64c0-12 9-20 22-20s22 8 22 20z" fill="#d593ab"/><path d="M27 37v7c0 3 10 3 10 0v-7" fill="${skin}"/><ellipse cx="32" cy="28" rx="11" ry="13" fill="${skin}"/><path d="M19 29c-6-13 2-23 13-23s19 10 13 23c-2-6-6-10-13-10s-11 4-13 10z" fill="${hair}"/><path d="M27.5 29h.01M36.5 29h.01" stroke-width="2.6"/><path d="M29 34c2 1.5 4 1.5 6 0" fill="none"/></g></svg>`,
  )}`;

// Grace and Lucía have portraits; Maya has none, so her initials show.
export const members: Schema<'CareTeamMember'>[] = [
  {
    id: 11,
    first_name: 'Grace',
    last_name: 'Okafor',
    avatar: portrait('#7b4b32', '#2a1a16'),
    user_type: 'practitioner',
    degrees: ['RN', 'BSN'],
    organization,
  },
  {
    id: 12,
    first_name: 'Lucía',
    last_name: 'Ramos',
    avatar: portrait('#c68c62', '#3b2418'),
    user_type: 'practitioner',
    degrees: ['IBCLC', 'RN'],
    organization,
  },
  {
    id: 13,
    first_name: 'Maya',
    last_name: 'Chen',
    avatar: null,
    user_type: 'care_coordinator',
    degrees: ['MSW'],
    organization,
  },
];

export const userWithTeam: Schema<'CurrentUser'> = {
  ...storyUser,
  care_team_members: members,
  messages_options: { linda_greeting_message_read: false },
};

export const conversationPage: Schema<'ConversationPage'> = {
  page: 1,
  has_more: false,
  data: [
    {
      id: 402,
      organization_id: 2,
      name: 'Feeding',
      category: { id: 2, name: 'Feeding' },
      last_message: 'Try the football hold on the left side and tell me how it goes.',
      last_message_date: '2026-11-21T15:04:00Z',
      read: false,
      responses_left: 9,
    },
    {
      id: 401,
      organization_id: 1,
      name: 'Welcome to your care team',
      category: null,
      last_message: 'Hi Ana, welcome to Matrona! Your care team replies within 12 hours, 7 days a week.',
      last_message_date: '2026-11-20T10:00:00Z',
      read: true,
      responses_left: null,
    },
  ],
};

const grace: Schema<'MessageSender'> = {
  id: 11,
  name: 'Grace Okafor',
  avatar: members[0]!.avatar,
  user_type: 'practitioner',
  degrees: ['RN', 'BSN'],
  organization,
};
const ana: Schema<'MessageSender'> = {
  id: 1042,
  name: 'Ana Rivera',
  avatar: null,
  user_type: 'patient',
  degrees: [],
  organization: null,
};

export const messagePage: Schema<'MessagePage'> = {
  page: 1,
  has_more: true,
  // Newest first, as the API pages them.
  data: [
    {
      id: 9002,
      conversation_id: 402,
      sender: grace,
      ts: '2026-11-21T15:04:00Z',
      content: 'Try the football hold on the left side and tell me how it goes.',
      attachments: [{ id: 55, name: 'football-hold.pdf', mime_type: 'application/pdf', size_bytes: 24576 }],
      mine: false,
    },
    {
      id: 9001,
      conversation_id: 402,
      sender: ana,
      ts: '2026-11-21T14:00:00Z',
      content: 'She only latches on the right side.',
      attachments: [],
      mine: true,
    },
  ],
};

export const olderPage: Schema<'MessagePage'> = {
  page: 2,
  has_more: false,
  data: [
    {
      id: 9000,
      conversation_id: 402,
      sender: ana,
      ts: '2026-11-20T09:00:00Z',
      content: 'First question from last week.',
      attachments: [],
      mine: true,
    },
  ],
};

export const categories: Schema<'ConversationCategory'>[] = [
  { id: 1, name: 'Pregnancy' },
  { id: 2, name: 'Feeding' },
];

export const recipients: Schema<'ConversationRecipient'>[] = [
  { organization_id: 2, name: 'Sunrise Maternity Care', logo: null, kind: 'care_team' },
];

/** The event stream is down: the thread polls instead. */
export const streamDown: ServerFailure = {
  status: 503,
  body: { code: 'errors.unexpected', message: 'No stream here' },
};
