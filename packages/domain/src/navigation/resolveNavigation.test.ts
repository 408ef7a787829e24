import { describe, expect, it } from 'vitest';
import { serializeEligibilityCheck } from '../eligibility/storedCheck.js';
import { at, member, NOW, single, visitor } from './navigationFixtures.js';
import {
  defaultExternalLinks,
  forbiddenOrNotFoundTarget,
  resolveNavigation,
  showsOwnNotFound,
} from './resolveNavigation.js';
import type { NavigationContext, NavigationSession } from './types.js';

const to = (
  session: NavigationSession,
  pathname: string,
  search: Record<string, string> = {},
  context: NavigationContext = single,
) => resolveNavigation(session, context, at(pathname, search)).redirect?.to ?? null;

describe('resolveNavigation: staying put', () => {
  it('lets a set-up member visit app pages', () => {
    for (const path of [
      '/dashboard',
      '/team',
      '/care',
      '/me',
      '/settings',
      '/blood-pressure/3',
      '/articles',
      '/gift-codes',
    ]) {
      expect(resolveNavigation(member, single, at(path))).toEqual({ redirect: null, effects: [] });
    }
  });

  it('lets a visitor read public pages', () => {
    for (const path of [
      '/',
      '/about',
      '/articles',
      '/articles/swaddle',
      '/auth/login',
      '/membership',
      '/gold',
      '/s/org/survey',
      '/video/connect/9',
      '/o/acme',
    ]) {
      expect(to(visitor, path)).toBeNull();
    }
  });

  it('drops a trailing slash', () => {
    expect(to(member, '/care/')).toBe('/care');
    expect(to(member, '/care/', { page: '2' })).toBe('/care?page=2');
  });
});

describe('logged-out visitors [spec 2]', () => {
  it('are sent to login from app routes, marked logged out', () => {
    expect(resolveNavigation(visitor, single, at('/dashboard'))).toEqual({
      redirect: { to: '/auth/login', external: false },
      effects: [{ kind: 'markLoggedOut' }],
    });
  });

  it('are sent to login from unknown paths, without being marked', () => {
    expect(resolveNavigation(visitor, single, at('/no-such-page'))).toEqual({
      redirect: { to: '/auth/login', external: false },
      effects: [],
    });
  });

  it('without gold view go from /manage-membership to /gold', () => {
    expect(to(visitor, '/manage-membership')).toBe('/gold');
  });
});

describe('unknown paths and 403/404 [spec 2, 8]', () => {
  it('send a logged-in user to the dashboard', () => {
    expect(to(member, '/no-such-page')).toBe('/dashboard');
    expect(to(member, '/blood-pressure/abc')).toBe('/dashboard');
  });

  it('name the full-redirect target of a 403 or 404', () => {
    expect(forbiddenOrNotFoundTarget(true)).toBe('/dashboard');
    expect(forbiddenOrNotFoundTarget(false)).toBe('/auth/login');
    // A public survey and a private link say so themselves; the gift questionnaires are private.
    expect(showsOwnNotFound('/s/sunrise/no-such-survey')).toBe(true);
    expect(showsOwnNotFound('/s/sunrise/satisfaction/es')).toBe(true);
    expect(showsOwnNotFound('/q/22/Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8')).toBe(true);
    expect(showsOwnNotFound('/q/22')).toBe(false);
    expect(showsOwnNotFound('/q/edinburgh/gift')).toBe(false);
    expect(showsOwnNotFound('/blood-pressure/12')).toBe(false);
    // An article or topic link says itself that it opens nothing; the library's front page never 404s.
    expect(showsOwnNotFound('/articles/no-such-article')).toBe(true);
    expect(showsOwnNotFound('/articles/no-such-article/es')).toBe(true);
    expect(showsOwnNotFound('/articles/category/no-such-topic')).toBe(true);
    expect(showsOwnNotFound('/articles')).toBe(false);
    // An unknown invite on the registration it opened is said there; the login page has no such call.
    expect(showsOwnNotFound('/auth/register')).toBe(true);
    expect(showsOwnNotFound('/auth/login')).toBe(false);
  });
});

describe('phone verification [spec 2, 6]', () => {
  const unverified = { ...member, phoneVerified: false };

  it('confines an unverified user to Membership and public pages', () => {
    expect(to(unverified, '/dashboard')).toBe('/membership');
    expect(to(unverified, '/register/intro')).toBe('/membership');
    expect(to(unverified, '/membership')).toBeNull();
    expect(to(unverified, '/articles')).toBeNull();
    expect(to(unverified, '/faq')).toBeNull();
    expect(to(unverified, '/auth/register')).toBeNull();
  });

  it('keeps an unverified user without terms or status on Membership, no bouncing', () => {
    const fresh = { ...unverified, termsAccepted: false, hasStatus: false };
    expect(to(fresh, '/care')).toBe('/membership');
    expect(to(fresh, '/membership')).toBeNull();
    expect(to(fresh, '/articles')).toBeNull();
  });

  it('sends a verified user away from Register', () => {
    expect(to(member, '/auth/register')).toBe('/dashboard');
    expect(to({ ...member, hasStatus: false }, '/auth/register')).toBe('/onboarding');
  });
});

describe('terms [spec 2]', () => {
  const noTerms = { ...member, termsAccepted: false };

  it('forces /register/intro except on terms, privacy and register intro', () => {
    expect(to(noTerms, '/dashboard')).toBe('/register/intro');
    expect(to(noTerms, '/articles')).toBe('/register/intro');
    expect(to(noTerms, '/terms')).toBeNull();
    expect(to(noTerms, '/privacy')).toBeNull();
    expect(to(noTerms, '/register/intro')).toBeNull();
  });

  it('lets a user without terms nor status read the terms', () => {
    const fresh = { ...noTerms, hasStatus: false };
    expect(to(fresh, '/terms')).toBeNull();
    expect(to(fresh, '/register/intro')).toBeNull();
    expect(to(fresh, '/onboarding')).toBe('/register/intro');
  });
});

describe('patient status and onboarding [spec 2, 4]', () => {
  const noStatus = { ...member, hasStatus: false, featureOnboardingFinished: false };

  it('sends /dashboard to the status page on onboarding v1 and to onboarding on v2', () => {
    expect(to({ ...noStatus, onboardingVersion: 1 }, '/dashboard')).toBe('/onboarding/status');
    expect(to(noStatus, '/dashboard')).toBe('/onboarding');
  });

  it('forces onboarding everywhere except Register, Membership and onboarding routes', () => {
    expect(to(noStatus, '/care')).toBe('/onboarding');
    expect(to({ ...noStatus, onboardingVersion: 1 }, '/care')).toBe('/onboarding');
    expect(to(noStatus, '/articles')).toBe('/onboarding');
    for (const path of ['/membership', '/register/intro', '/onboarding', '/onboarding/status', '/onboarding/q/4']) {
      expect(to(noStatus, path)).toBeNull();
    }
  });

  it('opens feature onboarding only once a status exists, until it is finished', () => {
    expect(to(noStatus, '/feature-onboarding')).toBe('/onboarding');
    expect(to({ ...member, featureOnboardingFinished: false }, '/feature-onboarding')).toBeNull();
    expect(to(member, '/feature-onboarding')).toBe('/dashboard');
  });
});

describe('membership creation in progress [spec 2]', () => {
  const pending: NavigationContext = { ...single, sessionStorage: { membershipCreationData: '{"plan":"gold"}' } };

  it('forces Membership except on Membership and Contact us', () => {
    expect(to(member, '/dashboard', {}, pending)).toBe('/membership');
    expect(to(member, '/membership', {}, pending)).toBeNull();
    expect(to(member, '/contact-us', {}, pending)).toBeNull();
    expect(to(visitor, '/auth/login', {}, pending)).toBe('/membership');
  });

  it('ignores an empty entry', () => {
    expect(to(member, '/dashboard', {}, { ...single, sessionStorage: { membershipCreationData: '' } })).toBeNull();
  });
});

describe('invite and assign_code [spec 2]', () => {
  it('are saved to local storage and stripped from the query', () => {
    expect(resolveNavigation(visitor, single, at('/about', { invite: 'INV1', utm: 'x', assign_code: 'A2' }))).toEqual({
      redirect: { to: '/about?utm=x', external: false },
      effects: [
        { kind: 'setLocal', key: 'register_invite', value: 'INV1' },
        { kind: 'setLocal', key: 'register_assign_code', value: 'A2' },
      ],
    });
  });

  it('turn Membership into Register', () => {
    expect(to(visitor, '/membership', { invite: 'INV1' })).toBe('/auth/register');
    expect(to(visitor, '/membership', { assign_code: 'A2', x: '1' })).toBe('/auth/register?x=1');
  });
});

describe('stored eligibility check [spec 2]', () => {
  it('is cleared after 60 minutes, on any page', () => {
    const old = serializeEligibilityCheck({}, NOW - 61 * 60_000);
    const decision = resolveNavigation(
      visitor,
      { ...single, localStorage: { 'check-eligibility': old } },
      at('/about'),
    );
    expect(decision).toEqual({ redirect: null, effects: [{ kind: 'removeLocal', key: 'check-eligibility' }] });
  });

  it('is kept while fresh', () => {
    const fresh = serializeEligibilityCheck({}, NOW - 59 * 60_000);
    expect(
      resolveNavigation(visitor, { ...single, localStorage: { 'check-eligibility': fresh } }, at('/about')).effects,
    ).toEqual([]);
  });

  it('is cleared once even when the visit redirects', () => {
    const old = serializeEligibilityCheck({}, NOW - 2 * 3_600_000);
    const decision = resolveNavigation(
      visitor,
      { ...single, localStorage: { 'check-eligibility': old } },
      at('/care/'),
    );
    expect(decision.effects.filter((e) => e.kind === 'removeLocal')).toHaveLength(1);
  });
});

describe('gold view [spec 2, 6]', () => {
  const gold = { ...member, goldView: true };

  it('swaps /gold and /manage-membership', () => {
    expect(to(gold, '/gold')).toBe('/manage-membership');
    expect(to(gold, '/manage-membership')).toBeNull();
    expect(to(member, '/manage-membership')).toBe('/gold');
    expect(to(member, '/gold')).toBeNull();
  });

  it('opens kick-counter routes to gold view only, others go to Me', () => {
    expect(to(gold, '/kick-counter/get-started')).toBeNull();
    expect(to(gold, '/kick-counter/4/readings')).toBeNull();
    expect(to(member, '/kick-counter/get-started')).toBe('/me');
    expect(to(member, '/kick-counter/readings/9/edit')).toBe('/me');
  });
});

describe('articles language [spec 2, 5, 8]', () => {
  it('drops the param for a logged-in user', () => {
    expect(to(member, '/articles/swaddle/es')).toBe('/articles/swaddle');
    expect(to(member, '/articles/swaddle/en')).toBe('/articles/swaddle');
    expect(to(member, '/articles/swaddle/fr')).toBe('/articles/swaddle');
  });

  it('keeps es, drops en and sends any other language to login for a visitor', () => {
    expect(to(visitor, '/articles/swaddle/es')).toBeNull();
    expect(to(visitor, '/articles/swaddle/en')).toBe('/articles/swaddle');
    expect(to(visitor, '/articles/swaddle/fr')).toBe('/auth/login');
  });

  it('leaves category pages alone', () => {
    expect(to(visitor, '/articles/category/sleep')).toBeNull();
    expect(to(visitor, '/articles/sub-category/naps')).toBeNull();
  });
});

describe('trailing language [spec 2]', () => {
  it('sets the language of a logged-out visitor and strips it', () => {
    expect(resolveNavigation(visitor, single, at('/faq/es'))).toEqual({
      redirect: { to: '/faq', external: false },
      effects: [{ kind: 'setLocal', key: 'language', value: 'es' }],
    });
    expect(to(visitor, '/es')).toBe('/');
  });

  it('opens a private questionnaire link in the language it was sent in, on a phone where no one is signed in', () => {
    expect(resolveNavigation(visitor, single, at('/q/12/Zx9-key_0/es'))).toEqual({
      redirect: { to: '/q/12/Zx9-key_0', external: false },
      effects: [{ kind: 'setLocal', key: 'language', value: 'es' }],
    });
  });

  it('only strips it for a logged-in user, whose language is a profile setting', () => {
    expect(resolveNavigation(member, single, at('/faq/en'))).toEqual({
      redirect: { to: '/faq', external: false },
      effects: [],
    });
  });

  it("keeps a public survey's own language in its path, and makes it a logged-out visitor's", () => {
    expect(resolveNavigation(visitor, single, at('/s/sunrise/satisfaction/es'))).toEqual({
      redirect: null,
      effects: [{ kind: 'setLocal', key: 'language', value: 'es' }],
    });
    expect(resolveNavigation(member, single, at('/s/sunrise/satisfaction/es')).effects).toEqual([]);
  });
});

describe('/redeem-membership [spec 2]', () => {
  it('saves the gift code for a visitor and strips the query', () => {
    expect(resolveNavigation(visitor, single, at('/redeem-membership', { code: 'GIFT1', utm: 'mail' }))).toEqual({
      redirect: { to: '/redeem-membership?utm=mail', external: false },
      effects: [{ kind: 'setSession', key: 'redeem_gift_code', value: 'GIFT1' }],
    });
    expect(to(visitor, '/redeem-membership', { gift_code: 'G' })).toBe('/redeem-membership');
    expect(to(visitor, '/redeem-membership')).toBeNull();
  });

  it('sends a logged-in user to gift codes, keeping the code', () => {
    expect(resolveNavigation(member, single, at('/redeem-membership', { code: 'GIFT1' }))).toEqual({
      redirect: { to: '/gift-codes', external: false },
      effects: [{ kind: 'setSession', key: 'redeem_gift_code', value: 'GIFT1' }],
    });
    expect(to(member, '/redeem-membership')).toBe('/gift-codes');
  });
});

describe('marketing redirects [spec 2]', () => {
  it.each([
    ['/dchealth', '/'],
    ['/dc', '/'],
    ['/dchealth/register', '/membership'],
    ['/how-it-works', '/'],
    ['/about-us', '/about'],
    ['/check-eligibility', '/'],
    ['/gift-membership', '/'],
    ['/gift-membership-pay', '/'],
  ])('%s goes to %s', (from, target) => expect(to(visitor, from)).toBe(target));

  it('/lacmamas sets its flag, then goes to Welcome', () => {
    expect(resolveNavigation(visitor, single, at('/lacmamas'))).toEqual({
      redirect: { to: '/', external: false },
      effects: [{ kind: 'setLocal', key: 'lacmamas', value: 'true' }],
    });
  });

  it('sends /pricing, /enterprise and /get-plan outside', () => {
    expect(resolveNavigation(visitor, single, at('/pricing')).redirect).toEqual({
      to: defaultExternalLinks.pricing,
      external: true,
    });
    expect(resolveNavigation(visitor, single, at('/enterprise')).redirect).toEqual({
      to: defaultExternalLinks.enterprise,
      external: true,
    });
    const links = { ...single, externalLinks: { getPlan: 'https://pro.example/pricing' } };
    expect(resolveNavigation(member, links, at('/get-plan')).redirect).toEqual({
      to: 'https://pro.example/pricing',
      external: true,
    });
  });
});

describe('/myquestions [spec 2]', () => {
  it('goes to the team screen with the conversation', () => {
    expect(to(member, '/myquestions/42')).toBe('/team?conversationId=42');
    expect(to(member, '/myquestions')).toBe('/team');
  });
});

describe('hosts [spec 2]', () => {
  const origins = { app: 'https://app.matrona.test', marketing: 'https://matrona.test' };
  const app: NavigationContext = { ...single, host: 'app', origins };
  const marketing: NavigationContext = { ...single, host: 'marketing', origins };

  it('sends marketing paths from the app host to the public site', () => {
    expect(resolveNavigation(visitor, app, at('/about', { a: '1' })).redirect).toEqual({
      to: 'https://matrona.test/about?a=1',
      external: true,
      host: 'marketing',
    });
  });

  it('sends app paths from the public site to the app host', () => {
    expect(resolveNavigation(member, marketing, at('/care')).redirect).toEqual({
      to: 'https://app.matrona.test/care',
      external: true,
      host: 'app',
    });
    expect(to(visitor, '/about', {}, marketing)).toBeNull();
  });

  it('keeps the article library on whichever host asked for it', () => {
    for (const path of ['/articles', '/articles/how-to-swaddle', '/articles/como-envolver/es']) {
      expect(to(visitor, path, {}, marketing)).toBeNull();
      expect(resolveNavigation(member, marketing, at(path)).redirect?.external ?? false).toBe(false);
      expect(resolveNavigation(member, app, at(path)).redirect?.external ?? false).toBe(false);
    }
    expect(resolveNavigation(visitor, marketing, at('/articles/a/b/c')).redirect?.host).toBe('app');
    // The category pages too, in either language (the site's Spanish ones end in /es, which the
    // guard turns into the language as for any public path, on the same host).
    for (const path of ['/articles/category/pregnancy', '/articles/sub-category/sleep'])
      expect(to(visitor, path, {}, marketing)).toBeNull();
    for (const path of [
      '/articles/category/pregnancy',
      '/articles/sub-category/sleep',
      '/articles/category/embarazo/es',
      '/articles/sub-category/lactancia/es',
    ]) {
      expect(resolveNavigation(visitor, marketing, at(path)).redirect?.external ?? false).toBe(false);
      expect(resolveNavigation(member, app, at(path)).redirect?.external ?? false).toBe(false);
    }
  });

  it('gives a path to open on the other host when no origins are known', () => {
    expect(resolveNavigation(visitor, { ...single, host: 'marketing' }, at('/auth/login')).redirect).toEqual({
      to: '/auth/login',
      external: true,
      host: 'app',
    });
  });

  it("sets /lacmamas's flag on the app host, then goes to Welcome on the public site", () => {
    expect(resolveNavigation(visitor, app, at('/lacmamas', { utm: 'x' }))).toEqual({
      redirect: { to: 'https://matrona.test/?utm=x', external: true, host: 'marketing' },
      effects: [{ kind: 'setLocal', key: 'lacmamas', value: 'true' }],
    });
  });

  it('sends / on the app host to the dashboard or login', () => {
    expect(to(member, '/', {}, app)).toBe('/dashboard');
    expect(to(visitor, '/', {}, app)).toBe('/auth/login');
    expect(to(visitor, '/', {}, single)).toBeNull();
  });

  it('follows a guard onto the other host', () => {
    expect(resolveNavigation({ ...member, hasStatus: false }, marketing, at('/faq')).redirect?.to).toBe(
      'https://app.matrona.test/onboarding',
    );
  });
});

describe('native mobile [spec 2]', () => {
  const native: NavigationContext = { ...single, nativeMobile: true };

  it('sends marketing paths and / to the dashboard or login', () => {
    expect(to(member, '/', {}, native)).toBe('/dashboard');
    expect(to(visitor, '/', {}, native)).toBe('/auth/login');
    expect(to(visitor, '/about', {}, native)).toBe('/auth/login');
    expect(to(member, '/doula-care', {}, native)).toBe('/dashboard');
    expect(to(visitor, '/auth/register', {}, native)).toBeNull();
  });
});

describe('query values from a parsing router', () => {
  it('are read as strings', () => {
    const search = {
      invite: 123,
      page: 2,
      flag: true,
      filters: { a: 1 },
      gone: undefined,
      none: null,
    } as unknown as Record<string, string>;
    expect(resolveNavigation(visitor, single, at('/about', search))).toEqual({
      redirect: { to: '/about?page=2&flag=true&filters=%7B%22a%22%3A1%7D', external: false },
      effects: [{ kind: 'setLocal', key: 'register_invite', value: '123' }],
    });
    expect(
      resolveNavigation(member, single, at('/care', { page: 2 } as unknown as Record<string, string>)).redirect,
    ).toBeNull();
  });
});
