import { defineMessage, defineMessages } from 'react-intl';

export const siteMessages = {
  ...defineMessages({
    home: { id: 'marketing.site.home', defaultMessage: 'Matrona home' },
    /** Welcome's name as the first step of every page's breadcrumbs. */
    breadcrumbHome: { id: 'marketing.site.breadcrumbHome', defaultMessage: 'Home' },
    logIn: { id: 'marketing.site.logIn', defaultMessage: 'Log in' },
    join: { id: 'marketing.site.join', defaultMessage: 'Join Matrona' },
    otherLanguage: { id: 'marketing.site.otherLanguage', defaultMessage: 'Español' },
    about: { id: 'marketing.site.about', defaultMessage: 'About' },
    faq: { id: 'marketing.site.faq', defaultMessage: 'Questions' },
    careers: { id: 'marketing.site.careers', defaultMessage: 'Careers' },
    press: { id: 'marketing.site.press', defaultMessage: 'Press' },
    terms: { id: 'marketing.site.terms', defaultMessage: 'Terms of Use' },
    privacy: { id: 'marketing.site.privacy', defaultMessage: 'Privacy Policy' },
    support: { id: 'marketing.site.support', defaultMessage: 'Support: 9am to 5pm Pacific, 7 days a week' },
    emergency: {
      id: 'marketing.site.emergency',
      defaultMessage: 'Matrona is not for emergencies. If you or your baby are in danger, call 911.',
    },
    welcomeTitle: {
      id: 'marketing.welcome.title',
      defaultMessage: 'Care for you and your baby, from pregnancy to the first birthday',
    },
    welcomeIntro: {
      id: 'marketing.welcome.intro',
      defaultMessage:
        'Nurses, doulas, lactation consultants, mental health and nutrition coaches and care coordinators, in English and Spanish, on your phone.',
    },
    programsTitle: { id: 'marketing.welcome.programsTitle', defaultMessage: 'Our programs' },
    coverage: {
      id: 'marketing.welcome.coverage',
      defaultMessage:
        'In select areas a health-plan partner covers Matrona for its members up to 12 months after birth.',
    },
    allPrograms: { id: 'marketing.program.allPrograms', defaultMessage: 'All programs' },
    programHours: {
      id: 'marketing.program.hours',
      defaultMessage: 'Care coordinators and nurses answer messages 7 days a week. Replies come within 12 hours.',
    },
  }),
  learnMore: defineMessage<{ program: string }>({
    id: 'marketing.welcome.learnMore',
    defaultMessage: 'Learn more about {program}',
  }),
  price: defineMessage<{ price: string; saving: string }>({
    id: 'marketing.welcome.price',
    defaultMessage: 'Gold membership is {price} a month, saving over {saving} a month on what this care usually costs.',
  }),
};
