// The database schema: one SQL dialect (PostgreSQL) for PGlite and a real server alike, one file per
// area under ./tables. Migrations in ../../drizzle are generated from those files with `pnpm db:generate`.
import * as accounts from './tables/accounts.js';
import * as articles from './tables/articles.js';
import * as audit from './tables/audit.js';
import * as care from './tables/care.js';
import * as coverage from './tables/coverage.js';
import * as careTeam from './tables/care-team.js';
import * as documents from './tables/documents.js';
import * as family from './tables/family.js';
import * as giftCards from './tables/gift-cards.js';
import * as jobs from './tables/jobs.js';
import * as limits from './tables/limits.js';
import * as monitors from './tables/monitors.js';
import * as organizationLinks from './tables/organizations.js';
import * as payments from './tables/payments.js';
import * as pregnancies from './tables/pregnancies.js';
import * as promocodes from './tables/promocodes.js';
import * as push from './tables/push.js';
import * as questionnaires from './tables/questionnaires.js';
import * as support from './tables/support.js';
import * as surveys from './tables/surveys.js';
import * as symptoms from './tables/symptoms.js';
import * as video from './tables/video.js';

export * from './tables/accounts.js';
export * from './tables/articles.js';
export * from './tables/audit.js';
export * from './tables/care.js';
export * from './tables/care-team.js';
export * from './tables/coverage.js';
export * from './tables/documents.js';
export * from './tables/family.js';
export * from './tables/gift-cards.js';
export * from './tables/jobs.js';
export * from './tables/limits.js';
export * from './tables/monitors.js';
export * from './tables/organizations.js';
export * from './tables/payments.js';
export * from './tables/pregnancies.js';
export * from './tables/promocodes.js';
export * from './tables/push.js';
export * from './tables/questionnaires.js';
export * from './tables/support.js';
export * from './tables/surveys.js';
export * from './tables/symptoms.js';
export * from './tables/video.js';

export const schema = {
  ...accounts,
  ...family,
  ...symptoms,
  ...monitors,
  ...pregnancies,
  ...support,
  ...documents,
  ...limits,
  ...jobs,
  ...audit,
  ...questionnaires,
  ...giftCards,
  ...careTeam,
  ...organizationLinks,
  ...payments,
  ...coverage,
  ...promocodes,
  ...care,
  ...surveys,
  ...video,
  ...articles,
  ...push,
};
