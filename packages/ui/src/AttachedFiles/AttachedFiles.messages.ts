import { defineMessages } from 'react-intl';

export const attachedFilesMessages = defineMessages<{ label: Record<string, never>; remove: { name: string } }>({
  label: { id: 'ui.attachedFiles.label', defaultMessage: 'Attached files' },
  remove: { id: 'ui.attachedFiles.remove', defaultMessage: 'Remove {name}' },
});
