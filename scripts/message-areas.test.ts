// The patient app's messages split by area (apps/patient/vite/messageAreas.ts): nothing is lost
// in the split, the login page's parts carry none of the signed-in screens' messages, and every
// area of @mat/features has its part in the app.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { idsOfArea, isNativeOnly, messagesOf } from '../apps/patient/vite/messageAreas';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const features = json('packages/features/package.json') as unknown as {
  exports: Record<string, Record<string, string> | string>;
};
const areas = Object.entries(features.exports)
  .filter(([, target]) => typeof target === 'object' && /^\.\/src\/\w+\/index\.ts$/.test(target['@mat/source'] ?? ''))
  .map(([name]) => name.slice(2));

describe.each(['en', 'es'])('the %s messages split by area', (locale) => {
  const catalogue = {
    ...json(`packages/domain/lang/${locale}.json`),
    ...json(`packages/ui/lang/${locale}.json`),
    ...json(`packages/features/lang/${locale}.json`),
    ...json(`apps/patient/lang/${locale}.json`),
  };

  it('puts every message of the catalogues in the base part or in an area', () => {
    const parts = ['base', 'native', ...areas];
    const reached = new Set(parts.flatMap((part) => Object.keys(messagesOf(locale, part))));
    const lost = Object.keys(catalogue).filter((id) => !reached.has(id));
    expect(lost).toEqual([]);
  });

  it('keeps the texts as they are', () => {
    const auth = messagesOf(locale, 'auth');
    expect(Object.keys(auth).length).toBeGreaterThan(10);
    for (const [id, message] of Object.entries(auth)) expect(message).toBe(catalogue[id]);
  });

  it('gives the login page (base, auth, membership) nothing of Today, the monitors or the account', () => {
    const login = Object.keys({
      ...messagesOf(locale, 'base'),
      ...messagesOf(locale, 'auth'),
      ...messagesOf(locale, 'membership'),
    });
    expect(
      login.filter((id) =>
        /^(today|kickCounter|bloodPressure|weight|reminders|myAccount|medical|advice|notices)\./.test(id),
      ),
    ).toEqual([]);
    expect(login).toContain('errors.generic');
    expect(login.some((id) => id.startsWith('auth.'))).toBe(true);
  });

  it("keeps what only the phone app shows out of the web's pages, in its own part", () => {
    const native = Object.keys(messagesOf(locale, 'native'));
    expect(native).toEqual(
      expect.arrayContaining([
        'patient.biometric.title',
        'patient.offline.stillWorks',
        'ui.offline.title',
        'ui.needsRefresh.action',
      ]),
    );
    expect(native.every(isNativeOnly)).toBe(true);
    const web = [
      ...Object.keys(messagesOf(locale, 'base')),
      ...areas.flatMap((area) => Object.keys(messagesOf(locale, area))),
    ];
    expect(web.filter(isNativeOnly)).toEqual([]);
  });

  it("gives every area of the signed-in app and the questionnaires the clinical advice and the domain's notices", () => {
    const advice = Object.keys(catalogue).filter((id) => id.startsWith('advice.') || id.startsWith('notices.'));
    expect(advice.filter((id) => id.startsWith('advice.')).length).toBeGreaterThan(10);
    // A reading's category (CategoryBadge), a pregnancy removed (PregnancyProfileScreen).
    expect(advice).toEqual(
      expect.arrayContaining(['notices.bloodPressureCategory.severe', 'notices.pregnancyRemoved']),
    );
    for (const area of areas.filter((name) => name !== 'auth' && name !== 'membership')) {
      expect(Object.keys(messagesOf(locale, area))).toEqual(expect.arrayContaining(advice));
    }
  });
});

describe('the areas', () => {
  it('are each entry point of @mat/features, each with its part in the patient app', () => {
    expect(areas).toEqual(expect.arrayContaining(['auth', 'today', 'monitors', 'account']));
    const parts = readFileSync('apps/patient/src/messages/parts.ts', 'utf8');
    for (const area of areas)
      for (const locale of ['en', 'es']) expect(parts).toContain(`'virtual:messages/${locale}/${area}'`);
  });

  it('bring the messages of the components they show from another area', () => {
    // Today shows the week of pregnancy, a component of the family area, with its messages.
    const today = idsOfArea('today');
    const family = idsOfArea('family');
    expect([...today].some((id) => family.has(id) && !id.startsWith('today.'))).toBe(true);
    expect(() => idsOfArea('nowhere')).toThrow(/No area "nowhere"/);
  });
});
