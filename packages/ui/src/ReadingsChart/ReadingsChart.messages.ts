import { defineMessages } from 'react-intl';

export const readingsChartMessages = defineMessages<{
  showTable: Record<string, never>;
  date: Record<string, never>;
  empty: Record<string, never>;
  summary: { label: string; count: number; from: string; to: string; latest: string; highest: string; lowest: string };
}>({
  showTable: { id: 'ui.readingsChart.showTable', defaultMessage: 'Show as a table' },
  date: { id: 'ui.readingsChart.date', defaultMessage: 'Date' },
  empty: { id: 'ui.readingsChart.empty', defaultMessage: 'Nothing to show yet' },
  summary: {
    id: 'ui.readingsChart.summary',
    defaultMessage:
      '{label}: {count, plural, one {# reading} other {# readings}} from {from} to {to}. Latest {latest}, highest {highest}, lowest {lowest}.',
  },
});
