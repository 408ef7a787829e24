import { defineMessages } from 'react-intl';

export const fileDropZoneMessages = defineMessages<{
  choose: Record<string, never>;
  drop: Record<string, never>;
  area: Record<string, never>;
  invalidType: Record<string, never>;
  tooLarge: { size: number };
}>({
  choose: { id: 'ui.fileDropZone.choose', defaultMessage: 'Choose a file' },
  drop: { id: 'ui.fileDropZone.drop', defaultMessage: 'or drop it here' },
  // The drop target's accessible name starts with this, then the zone's label (react-aria's own is an untranslated "DropZone").
  area: { id: 'ui.fileDropZone.area', defaultMessage: 'File drop area:' },
  invalidType: { id: 'ui.fileDropZone.invalidType', defaultMessage: 'Invalid file type' },
  tooLarge: { id: 'ui.fileDropZone.tooLarge', defaultMessage: 'File exceeds {size}Mb limit' },
});
