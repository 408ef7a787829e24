/** The outcome of a mental health screening [spec 4, clinical.md]. */
export type ScreeningResult = { total: number; band: [min: number, max: number]; positive: boolean; crisis: boolean };

type Band = [min: number, max: number];

/** Spec section 4 bands. */
export const epdsBands: readonly Band[] = [[0, 9], [10, 13], [14, 19], [20, 30]];
export const phq9Bands: readonly Band[] = [[0, 4], [5, 9], [10, 14], [15, 19], [20, 27]];
export const gad7Bands: readonly Band[] = [[0, 4], [5, 9], [10, 14], [15, 21]];

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

// EPDS items 1, 2 and 4 score down the page 0-1-2-3; the others are printed the other way round.
const EPDS_FORWARD_ITEMS = new Set([0, 1, 3]);

/** Each answer's EPDS score from its position in the printed order (0 = top option). */
export function epdsItemScores(answers: readonly number[]): number[] {
  checkAnswers('EPDS', answers, 10);
  return answers.map((position, index) => (EPDS_FORWARD_ITEMS.has(index) ? position : 3 - position));
}

/**
 * Edinburgh Postnatal Depression Scale: 10 answers, each the 0-based position of the chosen option
 * in printed order. Item 10 (thoughts of self-harm) scored above 0 is a crisis answer, whatever the
 * total.
 */
export function scoreEpds(answers: readonly number[]): ScreeningResult {
  const scores = epdsItemScores(answers);
  return result(sum(scores), epdsBands, (scores[9] as number) > 0);
}

/** PHQ-9: 9 answers 0-3; item 9 above 0 is a crisis answer. */
export function scorePhq9(answers: readonly number[]): ScreeningResult {
  checkAnswers('PHQ-9', answers, 9);
  return result(sum(answers), phq9Bands, (answers[8] as number) > 0);
}

/** GAD-7: 7 answers 0-3; it has no crisis item. */
export function scoreGad7(answers: readonly number[]): ScreeningResult {
  checkAnswers('GAD-7', answers, 7);
  return result(sum(answers), gad7Bands, false);
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
