import { defineMessages } from 'react-intl';

export const messageThreadMessages = defineMessages<{
  earlier: Record<string, never>;
  openAttachment: { name: string };
  sentAt: { date: string };
}>({
  earlier: { id: 'ui.messageThread.earlier', defaultMessage: 'Show earlier messages' },
  openAttachment: { id: 'ui.messageThread.openAttachment', defaultMessage: 'Open {name}' },
  sentAt: { id: 'ui.messageThread.sentAt', defaultMessage: 'Sent {date}' },
});
