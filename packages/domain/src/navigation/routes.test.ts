import { describe, expect, it } from 'vitest';
import {
  isAppPath,
  isKickCounterPath,
  isKnownPath,
  isLanguage,
  isMarketingPath,
  isOnboardingPath,
  isPrivateAppPath,
  isPublicPath,
  programSlugs,
  splitTrailingLanguage,
} from './routes.js';
import { compilePattern, normalizePathname } from './pathPattern.js';

describe('route classification [spec 2]', () => {
  it.each([
    '/',
    '/about',
    '/about-us',
    '/faq',
    '/terms',
    '/privacy',
    '/press/announcement/7',
    '/filters/doulas',
    '/doula-care',
    '/doula-care/gift/ABC',
    '/how-it-works/gift/X1',
    '/bsc',
    '/careers',
    '/pricing',
  ])('%s is a marketing path', (path) => {
    expect(isMarketingPath(path)).toBe(true);
    expect(isPublicPath(path)).toBe(true);
    expect(isAppPath(path)).toBe(false);
  });

  it('knows the six programs', () => {
    expect(programSlugs).toHaveLength(6);
    for (const program of programSlugs) expect(isMarketingPath(`/${program}`)).toBe(true);
    expect(isMarketingPath('/surgery')).toBe(false);
  });

  it.each([
    '/articles',
    '/articles/category/sleep',
    '/articles/sub-category/naps',
    '/articles/how-to-swaddle',
    '/articles/how-to-swaddle/es',
    '/s/org/survey',
    '/s/org/survey/es',
    '/q/5/Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8',
    '/auth/login',
    '/auth/login/phone',
    '/auth/register',
    '/auth/reset-password',
    '/auth/reset-password/tok',
    '/auth/email-sent',
    '/membership',
    '/gift/ABC',
    '/gold',
    '/manage-membership',
    '/video/connect/123',
    '/o/acme',
    '/o/acme/features',
    '/redeem-membership',
    '/redeem-membership-email/C0DE',
    '/f/tok',
  ])('%s is a public app path', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(isMarketingPath(path)).toBe(false);
    expect(isAppPath(path)).toBe(true);
    expect(isPrivateAppPath(path)).toBe(false);
  });

  it('accepts a /gift/:giftCode suffix on public paths only', () => {
    expect(isPublicPath('/membership/gift/ABC')).toBe(true);
    expect(isPublicPath('/gift/ABC')).toBe(true);
    expect(isMarketingPath('/about/gift/ABC')).toBe(true);
    expect(isPublicPath('/care/gift/ABC')).toBe(false);
  });

  it.each([
    '/dashboard',
    '/team',
    '/care',
    '/me',
    '/myquestions',
    '/myquestions/4',
    '/video/session/u',
    '/register/intro',
    '/onboarding',
    '/onboarding/status',
    '/onboarding/q/3',
    '/feature-onboarding',
    '/blood-pressure/info',
    '/blood-pressure/12',
    '/blood-pressure/12/reading/add',
    '/kick-counter/get-started',
    '/kick-counter/3/add-reading/learn-more',
    '/weight-monitor/reading/5/remove',
    '/monitor-reminders/1/add',
    '/q',
    '/q/5',
    '/q/gift',
    '/q/slug/gift',
    '/questionnaire/slug/gift',
    '/contact-us',
    '/get-plan',
    '/gold/subscribe',
    '/membership/prolong',
    '/referrals/organizations/5/connect',
  ])('%s is a private app path', (path) => {
    expect(isPrivateAppPath(path)).toBe(true);
    expect(isPublicPath(path)).toBe(false);
    expect(isAppPath(path)).toBe(true);
    expect(isKnownPath(path)).toBe(true);
  });

  it('takes only numeric monitor ids', () => {
    expect(isKnownPath('/blood-pressure/abc')).toBe(false);
    expect(isKnownPath('/kick-counter/abc/readings')).toBe(false);
    expect(isKnownPath('/weight-monitor/7')).toBe(true);
  });

  it('does not know made-up paths', () => {
    for (const path of ['/nope', '/dashboard/extra', '/auth', '/articles/a/b/c']) expect(isKnownPath(path)).toBe(false);
    expect(isAppPath('/nope')).toBe(false);
  });

  it('classifies onboarding and kick-counter routes', () => {
    for (const path of [
      '/register/intro',
      '/onboarding',
      '/onboarding/2',
      '/onboarding/q',
      '/onboarding/q/9',
      '/feature-onboarding',
    ]) {
      expect(isOnboardingPath(path)).toBe(true);
    }
    expect(isOnboardingPath('/dashboard')).toBe(false);
    expect(isKickCounterPath('/kick-counter/get-started')).toBe(true);
    expect(isKickCounterPath('/kick-counter/1/readings')).toBe(true);
    expect(isKickCounterPath('/blood-pressure/1')).toBe(false);
  });
});

describe('trailing language', () => {
  it('splits /en or /es off a public path', () => {
    expect(splitTrailingLanguage('/about/es')).toEqual({ pathname: '/about', language: 'es' });
    expect(splitTrailingLanguage('/en')).toEqual({ pathname: '/', language: 'en' });
    expect(splitTrailingLanguage('/membership/gift/ABC/es')).toEqual({
      pathname: '/membership/gift/ABC',
      language: 'es',
    });
    // A private questionnaire link, texted in the language she asked for.
    expect(splitTrailingLanguage('/q/12/Zx9-key_0/es')).toEqual({ pathname: '/q/12/Zx9-key_0', language: 'es' });
    expect(isPublicPath('/faq/es')).toBe(true);
    expect(isMarketingPath('/faq/es')).toBe(true);
  });

  it('leaves paths whose own parameter is a language, private paths and other words alone', () => {
    expect(splitTrailingLanguage('/articles/swaddle/es')).toBeNull();
    expect(splitTrailingLanguage('/articles/es')).toBeNull();
    expect(splitTrailingLanguage('/s/org/survey/es')).toBeNull();
    expect(splitTrailingLanguage('/care/es')).toBeNull();
    expect(splitTrailingLanguage('/about/fr')).toBeNull();
    expect(splitTrailingLanguage('/about')).toBeNull();
  });

  it('knows the two languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});

describe('path patterns', () => {
  it('normalizes slashes', () => {
    expect(normalizePathname('/dashboard/')).toBe('/dashboard');
    expect(normalizePathname('//care//')).toBe('/care');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('me')).toBe('/me');
  });

  it('escapes literal segments', () => {
    expect(compilePattern('/a.b').test('/a.b')).toBe(true);
    expect(compilePattern('/a.b').test('/axb')).toBe(false);
  });
});
