import { defineMessages } from 'react-intl';

// The accessibility statement (AccessibilityStatementScreen). What it says is tested must stay
// true to the repository's checks: e2e/tests/accessibility.spec.ts, signed-in-pages.spec.ts,
// the stories at 200% text (largeTextGlobals), the stories' axe checks (.storybook/preview.tsx) and the visual stage.
export const accessibilityMessages = defineMessages({
  title: { id: 'accessibility.title', defaultMessage: 'Accessibility statement' },
  intro: {
    id: 'accessibility.intro',
    defaultMessage:
      'Matrona is for every parent, including people who use a screen reader, a keyboard, switch access, large text or high contrast. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA in the app and on our website.',
  },
  statusTitle: { id: 'accessibility.statusTitle', defaultMessage: 'How far we are' },
  status: {
    id: 'accessibility.status',
    defaultMessage: 'The app partially conforms to WCAG 2.2 AA: most of it does, and the parts below do not yet.',
  },
  testedTitle: { id: 'accessibility.testedTitle', defaultMessage: 'What we test, and how' },
  testedAxe: {
    id: 'accessibility.testedAxe',
    defaultMessage:
      'Every page a signed-in patient reaches, and the sign-in, registration and membership pages, are checked with axe-core against the WCAG 2.2 A and AA rules in English and in Spanish, in a real browser (Chromium).',
  },
  testedComponents: {
    id: 'accessibility.testedComponents',
    defaultMessage:
      "The app's building blocks (buttons, fields, menus, dialogs, lists) and its main screens are checked with axe (the main screens in English and in Spanish) and photographed in the light and high-contrast themes at phone and desktop widths to catch changes nobody meant.",
  },
  testedLargeText: {
    id: 'accessibility.testedLargeText',
    defaultMessage:
      'Care, Team, Me and the blood pressure monitor are checked on a 320 pixel wide screen with text at 200%: no word may break in the middle.',
  },
  testedKeyboard: {
    id: 'accessibility.testedKeyboard',
    defaultMessage:
      'Journeys through the app (signing in, logging readings, messages, reminders, memberships) are run by automated tests that find each control by its role and name, as a screen reader announces it; some of them use the keyboard alone.',
  },
  testedLimits: {
    id: 'accessibility.testedLimits',
    defaultMessage:
      'Automated checks find only part of the barriers. We have not yet had the app reviewed by an outside auditor or by people who use assistive technology every day.',
  },
  knownTitle: { id: 'accessibility.knownTitle', defaultMessage: 'What does not conform yet' },
  knownCaptions: {
    id: 'accessibility.knownCaptions',
    defaultMessage:
      'Video visits have no live captions (WCAG 1.2.4). If you need them, ask your care team for a phone call or a message instead.',
  },
  knownDocuments: {
    id: 'accessibility.knownDocuments',
    defaultMessage:
      'Documents that you or your care team attach (PDFs and photos) are not checked and may not be readable by a screen reader.',
  },
  knownLargeText: {
    id: 'accessibility.knownLargeText',
    defaultMessage:
      "At 200% text, Today's week card breaks words in the middle; pages beyond the four above are not yet checked with text at 200%, and some may break a long word or need scrolling sideways.",
  },
  knownSite: {
    id: 'accessibility.knownSite',
    defaultMessage:
      'On our website only the home page, one program page, the terms and the privacy policy are checked automatically.',
  },
  contactTitle: { id: 'accessibility.contactTitle', defaultMessage: 'Tell us about a barrier' },
  contact: {
    id: 'accessibility.contact',
    defaultMessage:
      'If something in Matrona is hard or impossible for you to use, write to us and say what you were trying to do. We answer within one business day.',
  },
  contactLink: { id: 'accessibility.contactLink', defaultMessage: 'Contact us' },
  reviewed: { id: 'accessibility.reviewed', defaultMessage: 'Last reviewed in November 2026.' },
});
