import { defineMessages } from 'react-intl';

/** A monitor's readings, shared (blood pressure and weight). */
export const exportButtonsMessages = defineMessages({
  shareTitle: { id: 'monitors.shareTitle', defaultMessage: 'Share with your care team' },
  downloadPdf: { id: 'monitors.downloadPdf', defaultMessage: 'Download my readings (PDF)' },
  downloadFhir: { id: 'monitors.downloadFhir', defaultMessage: 'Download for my provider (FHIR)' },
});
