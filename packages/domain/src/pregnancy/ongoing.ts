// Whether Matrona may speak of a pregnancy going on (spec 4, "Pregnancy"): week content, kick
// counting and its reminders, the near-term prompt. A pregnancy ends with a birth (a link to the
// baby) or a reported loss; after either, none of those may appear. An expected child alone does
// not make a pregnancy going on: the pregnancy record is what a loss is reported on, so it is the
// only thing that can say the pregnancy has not ended.

/** The two facts that end a pregnancy, as the server's row and the API both carry them. */
export interface PregnancyEnding {
  /** The loss report, or null while none was reported. */
  lossReport: unknown;
  /** The child the pregnancy was linked to (a birth), or null. */
  childId: number | null;
}

/** A pregnancy still going on: neither a loss reported nor a birth linked. */
export function isOngoingPregnancy(pregnancy: PregnancyEnding): boolean {
  return pregnancy.lossReport === null && pregnancy.childId === null;
}

/**
 * Whether anything may speak of an ongoing pregnancy to this patient: true while one of her
 * pregnancies is going on. After a loss (and no newer pregnancy) every such surface is quiet.
 */
export function speaksOfOngoingPregnancy(pregnancies: readonly PregnancyEnding[]): boolean {
  return pregnancies.some(isOngoingPregnancy);
}
