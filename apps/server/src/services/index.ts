// The use cases of the server, wired to their database and adapters.
import type { CuffReadings } from '../adapters/cuff.js';
import type { FileStore } from '../adapters/files.js';
import type { EmailSender } from '../adapters/email.js';
import type { SmsSender } from '../adapters/sms.js';
import type { PaymentProcessor } from '../adapters/payments.js';
import type { VideoRooms } from '../adapters/video.js';
import type { PushSender } from '../adapters/push.js';
import { Cards } from './payments/cards.js';
import { Membership } from './payments/membership.js';
import { Promocodes } from './payments/promocodes.js';
import { Gifts } from './payments/gifts.js';
import { Eligibility } from './eligibility.js';
import { LocalHealthPlans, type HealthPlans } from '../adapters/health-plans.js';
import { Receipts } from './payments/receipts.js';
import { BuyTokens } from './payments/buy-token.js';
import { PaymentNotices } from './payments/notices.js';
import type { Database } from '../db/client.js';
import { transactional } from '../db/transactions.js';
import { Accounts } from './accounts.js';
import { Children } from './family/children.js';
import { Conversations } from './conversations/conversations.js';
import { CareTeamInbox } from './conversations/inbox.js';
import { ReplyNotices } from './conversations/reply-notice.js';
import { Threads } from './conversations/threads.js';
import { BloodPressure } from './monitors/blood-pressure.js';
import { CuffSync } from './monitors/cuff-sync.js';
import { AccountSecurity } from './account-security.js';
import { CurrentUsers } from './current-user.js';
import { Onboarding } from './onboarding.js';
import { Avatars } from './files/avatars.js';
import { Documents } from './files/documents.js';
import { MedicalProfiles } from './family/medical-profiles.js';
import { Pregnancies } from './family/pregnancies.js';
import { KickCounts } from './monitors/kick-counts.js';
import { Monitors } from './monitors/monitors.js';
import { Notifications } from './monitors/notifications.js';
import { ReminderScheduler } from './monitors/reminder-scheduler.js';
import { ReadingKeys } from './monitors/reading-keys.js';
import { Reminders } from './monitors/reminders.js';
import { Symptoms } from './monitors/symptoms.js';
import { Weights } from './monitors/weight.js';
import { PasswordResets } from './password-resets.js';
import { PhoneCodes } from './phone-codes.js';
import { Profiles } from './profiles.js';
import { RateLimiter } from './rate-limit.js';
import { JobQueue } from './jobs.js';
import { handleHousekeeping, handleMembershipRenewals } from './scheduled-work.js';
import { SessionStore } from './sessions.js';
import { Support } from './support.js';
import { ReadingsExport } from './export/readings-export.js';
import { AuditTrail } from './audit.js';
import { StaffAlerts } from './care-team/staff-alerts.js';
import { PatientRecords } from './care-team/patient-records.js';
import { CareTeamAlerts } from './care-team/alerts.js';
import { StreamWakeups } from './conversations/arrivals.js';
import type { Listen } from '../db/notifications.js';
import { BloodPressureAlerts } from './care-team/blood-pressure-alerts.js';
import { OnCallPager, type OnCall } from './care-team/on-call.js';
import { Questionnaires } from './questionnaires/questionnaires.js';
import { GiftCards } from './questionnaires/gift-cards.js';
import { ChallengeKeys } from './questionnaires/challenge-keys.js';
import { CoveredMemberships } from './payments/covered.js';
import { Surveys } from './surveys/surveys.js';
import { SupportSessions } from './care/support-sessions.js';
import { CarePlan } from './care/care-plan.js';
import { Appointments } from './care/appointments.js';
import { StaffCare } from './care/staff-care.js';
import { Directory } from './organizations/directory.js';
import { CareTeamOrganizations } from './organizations/connections.js';
import { Invites } from './organizations/invites.js';
import { InviteCodes } from './organizations/invite-codes.js';
import { Referrals } from './organizations/referrals.js';
import { Resources } from './organizations/resources.js';
import { StaffConnections } from './organizations/staff-connections.js';
import { VideoSessions } from './care/video-sessions.js';
import { Articles } from './articles/articles.js';
import { PushDevices } from './push/devices.js';
import type { SigningKeys } from '../signing-keys.js';
import { PushNotices } from './push/notices.js';

export type ServiceOptions = {
  db: Database;
  sms: SmsSender;
  email: EmailSender;
  cuff: CuffReadings;
  files: FileStore;
  payments: PaymentProcessor;
  video: VideoRooms;
  /** Notifications on the patient's phones (adapters/push.ts). */
  push: PushSender;
  /** The health plans' eligibility answers; the local rules (adapters/health-plans.ts) by default. */
  healthPlans?: HealthPlans;
  log?: { error: (object: object, message: string) => void };
  /** The server's signing keys, one per purpose (signing-keys.ts). */
  keys: SigningKeys;
  sessionIdleMinutes: number;
  providerLoginUrl: string;
  /** Where Contact us requests are e-mailed. */
  supportEmail: string;
  /** The patient app's address, for links in e-mails. */
  appUrl: string;
  recaptchaSiteKey: string | null;
  /** Who is e-mailed and texted at once for a crisis answer. */
  onCall: OnCall;
  /** Multiplies every rate limit (1 in production). */
  rateLimitScale?: number;
  /** The database's notifications, which open event streams wait on; without them one poller asks. */
  listen?: Listen | null;
  now?: () => Date;
};

export function createServices(given: ServiceOptions) {
  // Every service shares one handle, so a use case's transaction spans all the services it calls.
  const options = { ...given, db: transactional(given.db) };
  const now = options.now ?? (() => new Date());
  const limits = new RateLimiter(options.db, now, options.rateLimitScale ?? 1);
  const jobs = new JobQueue(options.db, now, options.log ?? console);
  handleHousekeeping(jobs, limits);
  const sessions = new SessionStore(options.db, options.sessionIdleMinutes, now);
  const codes = new PhoneCodes(options.db, options.sms, limits, options.keys.for('phone-codes'), now);
  const children = new Children(options.db, now);
  const medicalProfiles = new MedicalProfiles(options.db, now);
  const avatars = new Avatars(options.db, options.files, now);
  const pregnancies = new Pregnancies(options.db, children, medicalProfiles, now);
  const monitors = new Monitors(options.db, now);
  const symptoms = new Symptoms(options.db);
  const audit = new AuditTrail(options.db, now);
  const pager = new OnCallPager(
    options.db,
    { email: options.email, sms: options.sms },
    options.onCall,
    options.log ?? console,
    audit,
  );
  const careTeamAlerts = new CareTeamAlerts(options.db, pager, now);
  const bloodPressure = new BloodPressure(options.db, monitors, symptoms, new BloodPressureAlerts(pager, now), now);
  const supportSessions = new SupportSessions(options.db, now);
  const threads = new Threads(options.db, options.files);
  const pushDevices = new PushDevices(options.db, sessions, now);
  const pushNotices = new PushNotices(options.db, pushDevices, options.push, jobs, options.log ?? console);
  const replyNotices = new ReplyNotices(
    { email: options.email, sms: options.sms, push: pushNotices },
    options.appUrl,
    options.log ?? console,
  );
  const cards = new Cards(options.db, options.payments);
  const promocodes = new Promocodes(options.db, now);
  const membership = new Membership(
    options.db,
    cards,
    options.payments,
    new Receipts(options.email, options.appUrl, options.log ?? console),
    now,
    options.log ?? console,
    promocodes,
  );
  handleMembershipRenewals(jobs, membership);
  const gifts = new Gifts(
    options.db,
    cards,
    membership,
    options.payments,
    { email: options.email, sms: options.sms },
    options.appUrl,
    now,
    options.log ?? console,
  );
  const directory = new Directory(options.db);
  const careTeamOrganizations = new CareTeamOrganizations(options.db, directory, now);
  const invites = new Invites(options.db, careTeamOrganizations);
  const eligibility = new Eligibility(options.healthPlans ?? new LocalHealthPlans(), now);
  const questionnaires = new Questionnaires(options.db, careTeamAlerts, now);
  return {
    articles: new Articles(options.db, options.appUrl),
    directory,
    careTeamOrganizations,
    invites,
    inviteCodes: new InviteCodes(options.db, directory, careTeamOrganizations, now),
    referrals: new Referrals(options.db, directory, careTeamOrganizations, invites, now),
    resources: new Resources(options.db, directory, careTeamOrganizations),
    staffConnections: new StaffConnections(options.db, now),
    cards,
    membership,
    promocodes,
    gifts,
    eligibility,
    coveredMemberships: new CoveredMemberships(options.db, eligibility, careTeamOrganizations, sessions, limits, now),
    payments: options.payments,
    paymentNotices: new PaymentNotices(options.db, membership, gifts, now),
    buyTokens: new BuyTokens(options.keys.for('buy-tokens'), options.appUrl, now),
    readingsExport: new ReadingsExport(options.db, now),
    now,
    limits,
    jobs,
    audit,
    sessions,
    children,
    medicalProfiles,
    pregnancies,
    monitors,
    symptoms,
    bloodPressure,
    readingKeys: new ReadingKeys(options.db, now),
    cuff: new CuffSync(options.cuff, bloodPressure),
    weights: new Weights(options.db, monitors, now),
    kickCounts: new KickCounts(options.db, monitors, now),
    reminders: new Reminders(options.db, monitors, now),
    notifications: new Notifications(options.db, now),
    reminderScheduler: new ReminderScheduler(
      options.db,
      jobs,
      { email: options.email, sms: options.sms, push: pushNotices },
      options.log ?? console,
    ),
    accounts: new Accounts(options.db, sessions, codes, limits, options.providerLoginUrl, now),
    profiles: new Profiles(options.db, now),
    avatars,
    documents: new Documents(options.db, options.files, now),
    security: new AccountSecurity(options.db, codes, limits, now),
    onboarding: new Onboarding(options.db, pregnancies, now),
    currentUsers: new CurrentUsers(options.db, options.cuff, avatars, now, careTeamOrganizations),
    passwordResets: new PasswordResets(options.db, options.email, options.appUrl, now),
    conversations: new Conversations(options.db, threads, now),
    careTeamInbox: new CareTeamInbox(options.db, threads, replyNotices, audit, now),
    support: new Support(options.db, options.email, options.supportEmail, options.log ?? console),
    careTeamAlerts,
    streamWakeups: new StreamWakeups(options.db, options.listen ?? null, options.log ?? console),
    staffAlerts: new StaffAlerts(options.db, audit, now),
    patientRecords: new PatientRecords(options.db, audit),
    questionnaires,
    giftCards: new GiftCards(options.db, questionnaires, now),
    challengeKeys: new ChallengeKeys(options.db, { sms: options.sms, email: options.email }, limits, options.appUrl),
    surveys: new Surveys(options.db, now),
    supportSessions,
    carePlan: new CarePlan(options.db, supportSessions, now),
    appointments: new Appointments(options.db, supportSessions, options.keys.for('visit-summaries'), now),
    staffCare: new StaffCare(options.db, audit, now),
    videoSessions: new VideoSessions(options.db, options.video, pushNotices, options.appUrl, now),
    pushDevices,
    pushNotices,
    settings: { recaptchaSiteKey: options.recaptchaSiteKey },
  };
}

export type Services = ReturnType<typeof createServices>;
