/** What the eligibility check answers [spec 3 "Eligibility"]. */
export type EligibilityResponse = {
  result: 'covered' | 'out_of_network';
  /** Coverage duration in months. */
  coverageMonths: number;
  /** The provider that wraps up care, when one does. */
  providerName?: string | null;
  /** Covered only after the birth. */
  postpartumOnly?: boolean;
};

/** The four outcomes of the eligibility wizard's 'Your eligibility wrap-up' page [spec 4]. */
export type EligibilityOutcome =
  | { kind: 'coveredAtNoCost'; months: number }
  | { kind: 'coveredByProvider'; months: number; providerName: string }
  | { kind: 'outOfNetwork'; months: number }
  | { kind: 'postpartumOnly'; months: number };

/** Health-plan coverage runs up to 12 months postpartum [spec 1, 9]. */
export const MAX_COVERAGE_MONTHS = 12;

export function eligibilityOutcome(response: EligibilityResponse): EligibilityOutcome {
  const months = Math.min(Math.max(0, Math.floor(response.coverageMonths)), MAX_COVERAGE_MONTHS);
  if (response.result === 'out_of_network') return { kind: 'outOfNetwork', months };
  if (response.postpartumOnly) return { kind: 'postpartumOnly', months };
  const providerName = response.providerName?.trim();
  return providerName ? { kind: 'coveredByProvider', months, providerName } : { kind: 'coveredAtNoCost', months };
}
