import { defineMessages } from 'react-intl';

export const fileDropZoneMessages = defineMessages<{
  choose: Record<string, never>;
  drop: Record<string, never>;
  invalidType: Record<string, never>;
  tooLarge: { size: number };
}>({
  choose: { id: 'ui.fileDropZone.choose', defaultMessage: 'Choose a file' },
  drop: { id: 'ui.fileDropZone.drop', defaultMessage: 'or drop it here' },
  invalidType: { id: 'ui.fileDropZone.invalidType', defaultMessage: 'Invalid file type' },
  tooLarge: { id: 'ui.fileDropZone.tooLarge', defaultMessage: 'File exceeds {size}Mb limit' },
});
