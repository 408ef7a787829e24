import type { MessageId } from '../messages/catalogue.js';

/** The outcome of a mental health screening [spec 4, clinical.md]. */
export type ScreeningResult = { total: number; band: [min: number, max: number]; positive: boolean; crisis: boolean };

type Band = [min: number, max: number];

/** Spec section 4 bands. */
export const epdsBands: readonly Band[] = [
  [0, 9],
  [10, 13],
  [14, 19],
  [20, 30],
];
export const phq9Bands: readonly Band[] = [
  [0, 4],
  [5, 9],
  [10, 14],
  [15, 19],
  [20, 27],
];
export const gad7Bands: readonly Band[] = [
  [0, 4],
  [5, 9],
  [10, 14],
  [15, 21],
];

/** 10 or more is positive on all three scales (the EPDS's more sensitive cut-off, clinical.md). */
export const SCREENING_POSITIVE_FROM = 10;

function checkAnswers(scale: string, answers: readonly number[], count: number): void {
  if (answers.length !== count) {
    throw new RangeError(`${scale} needs ${count} answers, got ${answers.length}`);
  }
  answers.forEach((answer, index) => {
    if (!Number.isInteger(answer) || answer < 0 || answer > 3) {
      throw new RangeError(`${scale} answer ${index + 1} must be a whole number 0-3, got ${answer}`);
    }
  });
}

function bandOf(total: number, bands: readonly Band[]): Band {
  const band = bands.find(([min, max]) => total >= min && total <= max) as Band;
  return [band[0], band[1]];
}

function result(total: number, bands: readonly Band[], crisis: boolean): ScreeningResult {
  return { total, band: bandOf(total, bands), positive: total >= SCREENING_POSITIVE_FROM, crisis };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The three screenings Matrona scores [spec 4, clinical.md]. */
export type ScreeningScale = 'epds' | 'phq9' | 'gad7';

type ScaleRule = {
  name: string;
  items: number;
  bands: readonly Band[];
  /** 0-based index of the item whose score above 0 is a crisis answer, or null. */
  crisisItem: number | null;
  /** 0-based indexes of the items printed with their highest score at the top. */
  reversedItems: ReadonlySet<number>;
};

const SCALES: Readonly<Record<ScreeningScale, ScaleRule>> = {
  // EPDS items 1, 2 and 4 score down the page 0-1-2-3; the others are printed the other way round.
  epds: { name: 'EPDS', items: 10, bands: epdsBands, crisisItem: 9, reversedItems: new Set([2, 4, 5, 6, 7, 8, 9]) },
  phq9: { name: 'PHQ-9', items: 9, bands: phq9Bands, crisisItem: 8, reversedItems: new Set() },
  gad7: { name: 'GAD-7', items: 7, bands: gad7Bands, crisisItem: null, reversedItems: new Set() },
};

export const screeningScales: readonly ScreeningScale[] = ['epds', 'phq9', 'gad7'];

/** How many scored items the scale has. */
export function screeningItemCount(scale: ScreeningScale): number {
  return SCALES[scale].items;
}

/** The highest total of the scale (3 per item). */
export function screeningMaxTotal(scale: ScreeningScale): number {
  return SCALES[scale].items * 3;
}

/**
 * The score of one answer, from the 0-based item index and the 0-based position of the chosen
 * option in printed order. The one home of the reversed EPDS items.
 */
export function screeningItemScore(scale: ScreeningScale, item: number, position: number): number {
  return SCALES[scale].reversedItems.has(item) ? 3 - position : position;
}

/** An answer that must show crisis resources at once (EPDS item 10, PHQ-9 item 9 above 0). */
export function isCrisisAnswer(scale: ScreeningScale, item: number, position: number): boolean {
  return SCALES[scale].crisisItem === item && screeningItemScore(scale, item, position) > 0;
}

/** Scores a whole screening from the positions of the chosen options, item by item. */
export function scoreScreening(scale: ScreeningScale, positions: readonly number[]): ScreeningResult {
  const rule = SCALES[scale];
  checkAnswers(rule.name, positions, rule.items);
  const scores = positions.map((position, item) => screeningItemScore(scale, item, position));
  const crisis = positions.some((position, item) => isCrisisAnswer(scale, item, position));
  return result(sum(scores), rule.bands, crisis);
}

/**
 * Edinburgh Postnatal Depression Scale: 10 answers, each the 0-based position of the chosen option
 * in printed order. Item 10 (thoughts of self-harm) scored above 0 is a crisis answer, whatever the
 * total.
 */
export function scoreEpds(answers: readonly number[]): ScreeningResult {
  return scoreScreening('epds', answers);
}

/** PHQ-9: 9 answers 0-3; item 9 above 0 is a crisis answer. */
export function scorePhq9(answers: readonly number[]): ScreeningResult {
  return scoreScreening('phq9', answers);
}

/** GAD-7: 7 answers 0-3; it has no crisis item. */
export function scoreGad7(answers: readonly number[]): ScreeningResult {
  return scoreScreening('gad7', answers);
}

export type Phq9Severity = 'minimal' | 'mild' | 'moderate' | 'moderatelySevere' | 'severe';
export type Gad7Severity = 'minimal' | 'mild' | 'moderate' | 'severe';

const PHQ9_SEVERITIES: readonly Phq9Severity[] = ['minimal', 'mild', 'moderate', 'moderatelySevere', 'severe'];
const GAD7_SEVERITIES: readonly Gad7Severity[] = ['minimal', 'mild', 'moderate', 'severe'];

/** The name of a PHQ-9 band, for the result screen's wording. */
export function phq9Severity(result: ScreeningResult): Phq9Severity {
  return PHQ9_SEVERITIES[phq9Bands.findIndex(([min]) => min === result.band[0])] as Phq9Severity;
}

export function gad7Severity(result: ScreeningResult): Gad7Severity {
  return GAD7_SEVERITIES[gad7Bands.findIndex(([min]) => min === result.band[0])] as Gad7Severity;
}

export type EpdsSeverity = 'minimal' | 'possible' | 'likely' | 'severe';
const EPDS_SEVERITIES: readonly EpdsSeverity[] = ['minimal', 'possible', 'likely', 'severe'];

/** The name of an EPDS band: 10-13 possible, 14-19 likely depression (Cox et al. print 13). */
export function epdsSeverity(result: ScreeningResult): EpdsSeverity {
  return EPDS_SEVERITIES[epdsBands.findIndex(([min]) => min === result.band[0])] as EpdsSeverity;
}

export type ScreeningSeverity = EpdsSeverity | Phq9Severity | Gad7Severity;

/** The name of a result's band on its scale (the console shows it beside the band). */
export function screeningSeverity(scale: ScreeningScale, result: ScreeningResult): ScreeningSeverity {
  return { epds: epdsSeverity, phq9: phq9Severity, gad7: gad7Severity }[scale](result);
}

/** What a screening's band means, in plain words of both languages (the result screen, the PDF). */
export function screeningResultMessage(scale: ScreeningScale, result: ScreeningResult): MessageId {
  return `advice.screening.${scale}.${screeningSeverity(scale, result)}` as MessageId;
}
