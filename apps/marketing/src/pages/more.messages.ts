import { defineMessages } from 'react-intl';

/** /about: who the care team are and who covers the care (spec 1, 2). */
export const aboutMessages = defineMessages({
  title: { id: 'marketing.about.title', defaultMessage: 'About Matrona' },
  who: {
    id: 'marketing.about.who',
    defaultMessage:
      'Matrona is a care team for pregnancy and the first year after birth: registered nurses, lactation consultants, doulas, mental health and nutrition coaches and care coordinators, in English and Spanish.',
  },
  how: {
    id: 'marketing.about.how',
    defaultMessage:
      'You reach them from your phone, 7 days a week, by message, video visit or small coaching groups, and you log your blood pressure, kick counts and baby weight in one place.',
  },
  coverage: {
    id: 'marketing.about.coverage',
    defaultMessage:
      'Some health plans cover Matrona for their members, through 12 months after birth in select areas. Otherwise membership is $30 a month.',
  },
  notEmergency: {
    id: 'marketing.about.notEmergency',
    defaultMessage: 'Matrona works beside your own doctor or midwife; it does not replace them.',
  },
});

/** /careers. */
export const careersMessages = defineMessages({
  title: { id: 'marketing.careers.title', defaultMessage: 'Careers at Matrona' },
  intro: {
    id: 'marketing.careers.intro',
    defaultMessage:
      'We are nurses, doulas, coaches, engineers and designers who want every family to have care from pregnancy to the first birthday.',
  },
  roles: {
    id: 'marketing.careers.roles',
    defaultMessage:
      'We hire bilingual clinicians and coaches licensed in the states we serve. To hear about open roles, write to careers@matrona.care.',
  },
});

/** /bsc: the capacity notice of one health plan's program (spec 2). */
export const capacityMessages = defineMessages({
  banner: { id: 'marketing.bsc.banner', defaultMessage: 'This program is full' },
  title: {
    id: 'marketing.bsc.title',
    defaultMessage: 'The maternity program for your health plan has reached capacity',
  },
  body: {
    id: 'marketing.bsc.body',
    defaultMessage:
      'The Matrona maternity program for members of your health plan has reached capacity and cannot take new members now.',
  },
  next: {
    id: 'marketing.bsc.next',
    defaultMessage:
      'Please call the customer service number on your insurance card to ask about other maternity programs you can join.',
  },
});

/** /faq: the questions people ask about membership, gifts, coverage, privacy and emergencies. */
export const faqMessages = defineMessages({
  title: { id: 'marketing.faq.title', defaultMessage: 'Frequently asked questions' },
  costQ: { id: 'marketing.faq.cost.q', defaultMessage: 'How much does membership cost?' },
  costA: {
    id: 'marketing.faq.cost.a',
    defaultMessage: 'Membership is $30 a month and renews each month until you cancel. Purchases are final.',
  },
  giftQ: { id: 'marketing.faq.gift.q', defaultMessage: 'Can I give a membership as a gift?' },
  giftA: {
    id: 'marketing.faq.gift.a',
    defaultMessage:
      'Yes. A gift covers 1 to 10 months, and you can send up to 10 gifts at once. Gift memberships cannot be refunded.',
  },
  coverageQ: { id: 'marketing.faq.coverage.q', defaultMessage: 'Does my health plan cover Matrona?' },
  coverageA: {
    id: 'marketing.faq.coverage.a',
    defaultMessage:
      'Some health plans cover Matrona for their members, through 12 months after birth in select areas. Check your eligibility when you join.',
  },
  privacyQ: { id: 'marketing.faq.privacy.q', defaultMessage: 'Who can see my health information?' },
  privacyA: {
    id: 'marketing.faq.privacy.a',
    defaultMessage:
      'Your care team sees what you share so they can help you. Organizations you add to your care team see your medical profile only while you allow it.',
  },
  emergencyQ: { id: 'marketing.faq.emergency.q', defaultMessage: 'What if it is an emergency?' },
  emergencyA: {
    id: 'marketing.faq.emergency.a',
    defaultMessage:
      'Matrona is not for emergencies. If you think you or your baby need urgent care, call 911 or go to the nearest emergency room.',
  },
});

/** The questions and answers of /faq in order, for the page and its FAQPage data alike. */
export const faqEntries = [
  [faqMessages.costQ, faqMessages.costA],
  [faqMessages.giftQ, faqMessages.giftA],
  [faqMessages.coverageQ, faqMessages.coverageA],
  [faqMessages.privacyQ, faqMessages.privacyA],
  [faqMessages.emergencyQ, faqMessages.emergencyA],
] as const;
