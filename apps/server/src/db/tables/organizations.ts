// How a patient builds a care team from organizations (spec 3 and 4): the connection between a
// patient and an organization (pending until the organization confirms, archived, with the access
// to the medical profile that connecting gives), the organizations' invites, and referrals.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { organizations, practitioners } from './care-team.js';

/**
 * One organization on one patient's care team list: a "referral resource" of the contract. The
 * organization confirms (or declines) a request; the patient archives, unarchives or removes it,
 * and may take back the record access that connecting gave.
 */
export const organizationConnections = pgTable(
  'organization_connections',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'set null' }),
    /** The organization's answer: pending until it confirms or declines. */
    confirmation: text('confirmation', { enum: ['pending', 'confirmed', 'declined'] }).notNull(),
    /** May the organization view and update the medical profile (given by connecting, taken back by the patient). */
    recordAccess: boolean('record_access').notNull().default(true),
    note: text('note'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organization_connections_key').on(t.patientId, t.organizationId),
    index('organization_connections_organization_idx').on(t.organizationId, t.confirmation),
  ],
);

/** An organization's invitation to a patient; accepted or declined ends it. */
export const organizationInvites = pgTable(
  'organization_invites',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['active', 'viewed', 'maybeLater', 'accepted', 'declined', 'movedToPending'] })
      .notNull()
      .default('active'),
    messageEn: text('message_en'),
    messageEs: text('message_es'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('organization_invites_patient_idx').on(t.patientId, t.invitedAt)],
);

/** A referral of the patient to an organization (or one of its practitioners); ignoring it is final. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'ignored', 'archived'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    /** Who referred: a practitioner's name; null when the patient referred themself. */
    referredBy: text('referred_by'),
    referredAt: timestamp('referred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referrals_patient_idx').on(t.patientId, t.status)],
);

/**
 * An invite link an organization hands to someone who has no account yet (/auth/register?invite=CODE):
 * it names who invited her and what comes with it, and works once. Registering with it puts the
 * organization on her care team, confirmed (the organization asked).
 */
export const inviteCodes = pgTable('invite_codes', {
  id: serial('id').primaryKey(),
  /** Upper case, as the link carries it; matched without regard to case or spaces around. */
  code: text('code').notNull().unique(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  inviterName: text('inviter_name'),
  benefitEn: text('benefit_en'),
  benefitEs: text('benefit_es'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usedByPatientId: integer('used_by_patient_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
