import { defineMessages } from 'react-intl';

/** The terms and privacy pages, from what spec sections 6 and 9 say of them. */
export const termsMessages = defineMessages({
  title: { id: 'marketing.terms.title', defaultMessage: 'Terms of Use' },
  adults: {
    id: 'marketing.terms.adults',
    defaultMessage: 'Matrona accounts are for people over 18. We do not market to children under 13.',
  },
  notEmergency: {
    id: 'marketing.terms.notEmergency',
    defaultMessage:
      'Matrona gives support and information from a care team; it does not replace your own doctor or midwife and is not for emergencies. In an emergency, call 911.',
  },
  escalation: {
    id: 'marketing.terms.escalation',
    defaultMessage: 'With your consent, your care team may raise an urgent concern with your own doctor or midwife.',
  },
  billing: {
    id: 'marketing.terms.billing',
    defaultMessage:
      'Memberships are billed monthly or yearly and renew until you cancel. A free trial is charged on its last day. Purchases are final, and gift memberships are not refunded.',
  },
  changes: {
    id: 'marketing.terms.changes',
    defaultMessage: 'We tell you 30 days before any material change to these terms takes effect.',
  },
});

export const privacyMessages = defineMessages({
  title: { id: 'marketing.privacy.title', defaultMessage: 'Privacy Policy' },
  careTeam: {
    id: 'marketing.privacy.careTeam',
    defaultMessage:
      'Your care team sees your record with your permission. An organization you add, or ask for an appointment, can view and update your medical profile until you remove its access.',
  },
  gifts: {
    id: 'marketing.privacy.gifts',
    defaultMessage: 'When you give a gift membership, the person receiving it sees your first name.',
  },
  breach: {
    id: 'marketing.privacy.breach',
    defaultMessage: 'If your information is ever exposed in a breach, we tell you within 7 to 14 business days.',
  },
  contact: {
    id: 'marketing.privacy.contact',
    defaultMessage: 'Questions about your information: contact support, 9am to 5pm Pacific, 7 days a week.',
  },
});
