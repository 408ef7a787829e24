import type { MessageId } from '../messages/catalogue.js';

/** A US crisis resource (clinical.md), with the numbers to dial or text and its text's id. */
export type CrisisResource = {
  id: 'emergency' | 'lifeline' | 'maternalHotline' | 'postpartumSupport';
  messageId: MessageId;
  /** For tel: links, digits only. */
  call: string;
  /** For sms: links, when the line takes texts. */
  text: string | null;
};

/**
 * Shown at once on a crisis answer (EPDS item 10, PHQ-9 item 9), in this order: danger first, then
 * the crisis line, then the maternal lines that are not crisis lines.
 */
export const crisisResources: readonly CrisisResource[] = [
  { id: 'emergency', messageId: 'advice.crisis.emergency', call: '911', text: null },
  { id: 'lifeline', messageId: 'advice.crisis.lifeline', call: '988', text: '988' },
  { id: 'maternalHotline', messageId: 'advice.crisis.maternalHotline', call: '18338526262', text: '18338526262' },
  { id: 'postpartumSupport', messageId: 'advice.crisis.postpartumSupport', call: '18009444773', text: null },
];
