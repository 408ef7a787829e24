import { defineMessages } from 'react-intl';

export const formMessages = defineMessages<{
  summaryTitle: { count: number };
  summaryEntry: { label: string; message: string };
}>({
  summaryTitle: {
    id: 'ui.form.errorSummary.title',
    defaultMessage: '{count, plural, one {# thing to fix} other {# things to fix}}',
  },
  summaryEntry: { id: 'ui.form.errorSummary.entry', defaultMessage: '{label}: {message}' },
});
