// The health-plan eligibility port (spec 2 "Eligibility wizard", 4 "Eligibility outcome"): asks a
// member's health plan whether it covers Matrona's membership, and for how long. Production would
// ask each partner plan's eligibility service (planned: no partner's API is connected yet); the
// embedded default answers from the coverage rules below, kept as data, deterministically:
//
//   insurer (any case)        states     answer
//   Bay Area Health Plan      CA, OR     covered at no cost, to 12 months postpartum (the demo partner)
//   Plan de Salud del Valle   CA         covered through the provider's wrap-up, to 12 months postpartum
//   Sunrise Medicaid          CA, OR     covered after the birth only, to 12 months postpartum
//   any other, or out of the plan's states   out of network: month to month, out of pocket
//
// A member ID that is not 6 to 20 letters and digits is one the plan cannot confirm; so is any
// member ID beginning with 000 (the tests' "not found"). A group number is echoed, never required.

export type CoverageQuestion = {
  insurer: string;
  memberId: string;
  groupNumber: string | null;
  /** The member's state, from her ZIP code; null when the ZIP code is in no known state. */
  state: string | null;
};

export type CoverageAnswer =
  | { status: 'unverified' }
  | { status: 'covered'; maxMonthsPostpartum: number; providerName: string | null; postpartumOnly: boolean }
  | { status: 'outOfNetwork' };

export interface HealthPlans {
  coverage(question: CoverageQuestion): Promise<CoverageAnswer>;
}

type CoverageRule = {
  insurer: string;
  states: readonly string[];
  maxMonthsPostpartum: number;
  providerName: string | null;
  postpartumOnly: boolean;
};

export const COVERAGE_RULES: readonly CoverageRule[] = [
  {
    insurer: 'Bay Area Health Plan',
    states: ['CA', 'OR'],
    maxMonthsPostpartum: 12,
    providerName: null,
    postpartumOnly: false,
  },
  {
    insurer: 'Plan de Salud del Valle',
    states: ['CA'],
    maxMonthsPostpartum: 12,
    providerName: 'Plan de Salud del Valle',
    postpartumOnly: false,
  },
  {
    insurer: 'Sunrise Medicaid',
    states: ['CA', 'OR'],
    maxMonthsPostpartum: 12,
    providerName: null,
    postpartumOnly: true,
  },
];

/** The first three digits of a ZIP code name its state (USPS prefixes), for the states the rules name. */
const ZIP_STATES: readonly { from: number; to: number; state: string }[] = [
  { from: 900, to: 961, state: 'CA' },
  { from: 970, to: 979, state: 'OR' },
  { from: 980, to: 994, state: 'WA' },
  { from: 100, to: 149, state: 'NY' },
  { from: 750, to: 799, state: 'TX' },
];

export function stateOfZip(zip: string): string | null {
  const prefix = Number(zip.trim().slice(0, 3));
  return ZIP_STATES.find((range) => prefix >= range.from && prefix <= range.to)?.state ?? null;
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();

export class LocalHealthPlans implements HealthPlans {
  constructor(private readonly rules: readonly CoverageRule[] = COVERAGE_RULES) {}

  async coverage({ insurer, memberId, state }: CoverageQuestion): Promise<CoverageAnswer> {
    const id = memberId.trim();
    if (!/^[A-Za-z0-9]{6,20}$/.test(id) || id.startsWith('000')) return { status: 'unverified' };
    const rule = this.rules.find((candidate) => sameName(insurer, candidate.insurer));
    if (!rule || !state || !rule.states.includes(state)) return { status: 'outOfNetwork' };
    return {
      status: 'covered',
      maxMonthsPostpartum: rule.maxMonthsPostpartum,
      providerName: rule.providerName,
      postpartumOnly: rule.postpartumOnly,
    };
  }
}
