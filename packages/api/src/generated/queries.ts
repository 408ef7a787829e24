// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

/** Query key roots: invalidate a whole group with `queryClient.invalidateQueries({ queryKey: [tagKeys.profile] })`. */
export const tagKeys = {
  auth: 'auth',
  profile: 'profile',
  reference: 'reference',
  appointments: 'appointments',
  articles: 'articles',
  carePlan: 'carePlan',
  family: 'family',
  conversations: 'conversations',
  monitors: 'monitors',
  organizations: 'organizations',
  membership: 'membership',
  payments: 'payments',
  gifts: 'gifts',
  questionnaires: 'questionnaires',
  referrals: 'referrals',
  orgInvites: 'orgInvites',
  support: 'support',
  video: 'video',
} as const;

/** The spec's group name for each key. */
export const tagNames = {
  auth: 'Auth and session',
  profile: 'Profile and documents',
  reference: 'Reference data',
  appointments: 'Appointments',
  articles: 'Articles and press',
  carePlan: 'Care plan and assignments',
  family: 'Children and pregnancies',
  conversations: 'Conversations',
  monitors: 'Monitors',
  organizations: 'Eligibility, organizations and filters',
  membership: 'Membership and invites',
  payments: 'Payments',
  gifts: 'Gift memberships',
  questionnaires: 'Questionnaires',
  referrals: 'Referral resources',
  orgInvites: 'Organization invites and connections',
  support: 'Support products and sessions',
  video: 'Video',
} as const;

export * from './queries/auth.js';
export * from './queries/profile.js';
export * from './queries/reference.js';
export * from './queries/appointments.js';
export * from './queries/articles.js';
export * from './queries/carePlan.js';
export * from './queries/family.js';
export * from './queries/conversations.js';
export * from './queries/monitors.js';
export * from './queries/organizations.js';
export * from './queries/membership.js';
export * from './queries/payments.js';
export * from './queries/gifts.js';
export * from './queries/questionnaires.js';
export * from './queries/referrals.js';
export * from './queries/orgInvites.js';
export * from './queries/support.js';
export * from './queries/video.js';
