// One home per rule: the server applies @mat/domain's rule constants by name, never by copying
// their numbers. Each constant below lists the words that mark its subject; a line of
// apps/server/src code holding the constant's value as a number literal and one of those words is
// a copy of the rule (`const PREGNANCY_DAYS = 280`, `credits: 2` for a new patient's messages),
// and fails here with its file and line. The same number on a line about something else (a `2`
// in a loop, a `10` for a page size) is not the rule, so it passes. Comments are not code and
// are skipped. The values are imported, so a rule that changes in the domain is still found.
import {
  BABY_WEIGHT_LOSS_CALL_PERCENT,
  BABY_WEIGHT_MAX_GRAMS,
  BLOOD_PRESSURE_RECHECK_MINUTES,
  BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES,
  bloodPressureThresholds,
  COACHING_GROUP_MAX,
  ELIGIBILITY_CHECK_TTL_MINUTES,
  GIFT_MAX_MONTHS,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFTS_PER_PURCHASE_MAX,
  GRAMS_PER_POUND,
  INVITE_RESHOW_SECONDS,
  KICK_COUNT_TARGET,
  KICK_COUNT_WINDOW_SECONDS,
  MAX_COVERAGE_MONTHS,
  MEMBERSHIP_MONTHLY_PRICE_CENTS,
  MESSAGES_PER_QUESTION,
  NEAR_LAST_WEEKS_FROM_WEEK,
  NEW_USER_MESSAGE_CREDITS,
  NEW_USER_SEAT_CREDITS,
  OUNCES_PER_POUND,
  PREGNANCY_DAYS,
  QUESTION_TEXT_ANSWER_MAX,
  QUESTIONNAIRE_TEXT_MAX,
  READING_WORDS_PER_MINUTE,
  REGAIN_BIRTH_WEIGHT_BY_DAY,
  SCREENING_POSITIVE_FROM,
  SEAT_CREDIT_COST,
} from '@mat/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type Rule = {
  name: string;
  value: number;
  /** The words that say a line is about this rule's subject. */
  subject: RegExp;
};

const rules: Rule[] = [
  { name: 'NEW_USER_MESSAGE_CREDITS', value: NEW_USER_MESSAGE_CREDITS, subject: /message_?credits?/i },
  { name: 'NEW_USER_SEAT_CREDITS', value: NEW_USER_SEAT_CREDITS, subject: /seat_?credits?/i },
  { name: 'SEAT_CREDIT_COST', value: SEAT_CREDIT_COST, subject: /price_?credits|credit_?cost|spend_?credits/i },
  { name: 'COACHING_GROUP_MAX', value: COACHING_GROUP_MAX, subject: /coaching|max_?participants|seats?_?(max|limit)/i },
  { name: 'MESSAGES_PER_QUESTION', value: MESSAGES_PER_QUESTION, subject: /per_?question|responses?_?left|replies/i },
  { name: 'KICK_COUNT_TARGET', value: KICK_COUNT_TARGET, subject: /kicks?\b|kick_?count/i },
  { name: 'KICK_COUNT_WINDOW_SECONDS', value: KICK_COUNT_WINDOW_SECONDS, subject: /kick/i },
  { name: 'BLOOD_PRESSURE_RECHECK_MINUTES', value: BLOOD_PRESSURE_RECHECK_MINUTES, subject: /recheck/i },
  {
    name: 'BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES',
    value: BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES,
    subject: /recheck/i,
  },
  ...Object.entries(bloodPressureThresholds).flatMap(([category, line]) =>
    Object.entries(line).map(([side, value]) => ({
      name: `bloodPressureThresholds.${category}.${side}`,
      value,
      subject: /systolic|diastolic|blood_?pressure|mmhg/i,
    })),
  ),
  { name: 'PREGNANCY_DAYS', value: PREGNANCY_DAYS, subject: /pregnan|gestation|due_?date|lmp|last_?period/i },
  { name: 'NEAR_LAST_WEEKS_FROM_WEEK', value: NEAR_LAST_WEEKS_FROM_WEEK, subject: /near_?(last|term)|full_?term/i },
  { name: 'MAX_COVERAGE_MONTHS', value: MAX_COVERAGE_MONTHS, subject: /coverage|months_?left/i },
  { name: 'ELIGIBILITY_CHECK_TTL_MINUTES', value: ELIGIBILITY_CHECK_TTL_MINUTES, subject: /eligib|expires_?at/i },
  { name: 'GIFT_MAX_MONTHS', value: GIFT_MAX_MONTHS, subject: /gift.*months|months.*gift/i },
  { name: 'GIFTS_PER_PURCHASE_MAX', value: GIFTS_PER_PURCHASE_MAX, subject: /gifts?_?per|recipients/i },
  { name: 'GIFT_MESSAGE_MAX_LENGTH', value: GIFT_MESSAGE_MAX_LENGTH, subject: /gift|message/i },
  { name: 'MEMBERSHIP_MONTHLY_PRICE_CENTS', value: MEMBERSHIP_MONTHLY_PRICE_CENTS, subject: /price|cents|amount/i },
  { name: 'GRAMS_PER_POUND', value: GRAMS_PER_POUND, subject: /./ },
  { name: 'OUNCES_PER_POUND', value: OUNCES_PER_POUND, subject: /ounces?|pounds?|\boz\b|\blbs?\b/i },
  { name: 'BABY_WEIGHT_MAX_GRAMS', value: BABY_WEIGHT_MAX_GRAMS, subject: /weight|grams/i },
  { name: 'REGAIN_BIRTH_WEIGHT_BY_DAY', value: REGAIN_BIRTH_WEIGHT_BY_DAY, subject: /regain|birth_?weight/i },
  {
    name: 'BABY_WEIGHT_LOSS_CALL_PERCENT',
    value: BABY_WEIGHT_LOSS_CALL_PERCENT,
    subject: /weight_?loss|loss_?percent|pediatrician/i,
  },
  {
    name: 'SCREENING_POSITIVE_FROM',
    value: SCREENING_POSITIVE_FROM,
    subject: /screening|epds|phq|gad|positive|\bscore/i,
  },
  { name: 'QUESTIONNAIRE_TEXT_MAX', value: QUESTIONNAIRE_TEXT_MAX, subject: /questionnaire|question_?text/i },
  { name: 'QUESTION_TEXT_ANSWER_MAX', value: QUESTION_TEXT_ANSWER_MAX, subject: /answer|response/i },
  { name: 'READING_WORDS_PER_MINUTE', value: READING_WORDS_PER_MINUTE, subject: /words|reading_?time/i },
  { name: 'INVITE_RESHOW_SECONDS', value: INVITE_RESHOW_SECONDS, subject: /invite|reshow/i },
];

/** The value as code may write it: 280, 7200 or 7_200, 453.59237. */
function literal(value: number): RegExp {
  const [whole, fraction] = String(value).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '_?');
  const number = fraction ? `${grouped}\\.${fraction}` : grouped;
  // Not part of a longer number, a name (x2) or a decimal (0.2, 2.5).
  return new RegExp(`(?<![\\w.])${number}(?![\\w.]|\\.\\d)`);
}

/** A line's code, without a trailing // comment; a line that is only a comment is empty. */
function code(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type File = { path: string; lines: string[] };

/** Each line where a rule's number stands beside a word of its subject: `path:line NAME`. */
export function copiesOfRules(files: readonly File[], checked: readonly Rule[] = rules): string[] {
  const found: string[] = [];
  for (const rule of checked) {
    const number = literal(rule.value);
    for (const file of files) {
      file.lines.forEach((line, index) => {
        const text = code(line);
        if (number.test(text) && rule.subject.test(text)) found.push(`${file.path}:${index + 1} ${rule.name}`);
      });
    }
  }
  return found;
}

const root = join(import.meta.dirname, '..');
const server = sources(join(root, 'apps/server/src')).map((path) => ({
  path: relative(root, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

describe("the server applies @mat/domain's rule constants by name", () => {
  it('writes none of their numbers again where their rule is meant', () => {
    expect(server.length).toBeGreaterThan(100);
    expect(copiesOfRules(server)).toEqual([]);
  });

  it('finds a copied number on a line of its subject, and only there', () => {
    const file = (...lines: string[]) => [{ path: 'x.ts', lines }];
    expect(copiesOfRules(file('const PREGNANCY_DAYS = 280;'))).toEqual(['x.ts:1 PREGNANCY_DAYS']);
    expect(copiesOfRules(file('await grant(user, { messageCredits: 2 });'))).toEqual([
      'x.ts:1 NEW_USER_MESSAGE_CREDITS',
    ]);
    expect(copiesOfRules(file('if (session.kicks >= 10) done();'))).toEqual(['x.ts:1 KICK_COUNT_TARGET']);
    expect(copiesOfRules(file('const severe = reading.systolic >= 160;'))).toEqual([
      'x.ts:1 bloodPressureThresholds.severe.systolic',
    ]);
    expect(copiesOfRules(file('const windowSeconds = kickWindow ?? 7_200;'))).toEqual([
      'x.ts:1 KICK_COUNT_WINDOW_SECONDS',
    ]);
    // The number on a line about something else, a longer number, a decimal, a comment.
    expect(
      copiesOfRules(
        file(
          'const pageSize = 10;',
          'const messageCredits = NEW_USER_MESSAGE_CREDITS + 12;',
          'const kicks = rows.slice(0, 2.5);',
          '// a pregnancy lasts 280 days',
          ' * 280 days from the last period',
          'const pregnancy = load(); // 280 days',
        ),
      ),
    ).toEqual([]);
  });
});
