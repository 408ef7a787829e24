import { defineMessage, defineMessages } from 'react-intl';

export const monitorsMessages = {
  ...defineMessages({
    title: { id: 'monitors.title', defaultMessage: 'Your monitors' },
    noReading: { id: 'monitors.noReading', defaultMessage: 'Nothing logged yet' },
    open: { id: 'monitors.open', defaultMessage: 'Open' },
    startKickCounting: { id: 'monitors.startKickCounting', defaultMessage: 'Start counting kicks' },
    // A monitor's readings, shared (blood pressure and weight).
    shareTitle: { id: 'monitors.shareTitle', defaultMessage: 'Share with your care team' },
    downloadPdf: { id: 'monitors.downloadPdf', defaultMessage: 'Download my readings (PDF)' },
    downloadFhir: { id: 'monitors.downloadFhir', defaultMessage: 'Download for my provider (FHIR)' },
  }),
  earlier: defineMessage<{ values: string }>({ id: 'monitors.earlier', defaultMessage: 'Before: {values}' }),
};
