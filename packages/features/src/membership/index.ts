// @mat/features/membership: The Gold membership offer.
// An app may import one area alone, so a route loads only its own screens.
export { MembershipScreen, MEMBERSHIP_MONTHLY_PRICE_USD } from './MembershipScreen';
export { EligibilityWizard, type EligibilityWizardProps } from './EligibilityWizard';
