// The care page's shared words: each slug names a catalogue id, read the same by the server and the screens.
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import { careLocationMessages, visitKindMessage, visitKindMessages } from './labels.js';

describe('care labels', () => {
  it('words a place and a kind of visit in English and Spanish', () => {
    const both = (id: keyof typeof domainMessages.en) => [domainMessages.en[id], domainMessages.es[id]];
    expect(both(careLocationMessages.in_person)).toEqual(['In person', 'En persona']);
    expect(both(careLocationMessages.virtual)).toEqual(['Online', 'En línea']);
    expect(both(visitKindMessages.lactation_visit)).toEqual(['Lactation visit', 'Visita de lactancia']);
    expect(both(visitKindMessages.coaching)).toEqual(['Coaching session', 'Sesión de coaching']);
  });

  it('reads a kind of visit it does not name, or none, as a visit', () => {
    expect([
      visitKindMessage('nurse_call'),
      visitKindMessage('home_visit'),
      visitKindMessage('toString'),
      visitKindMessage(null),
    ]).toEqual([
      'labels.visitKind.nurseCall',
      'labels.visitKind.other',
      'labels.visitKind.other',
      'labels.visitKind.other',
    ]);
  });
});
