import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import { crisisResources } from './crisisResources.js';

describe('crisis resources (clinical.md)', () => {
  it('lists 911 first, then 988, then the maternal lines', () => {
    expect(crisisResources.map((r) => r.call)).toEqual(['911', '988', '18338526262', '18009444773']);
  });

  it('prints each number in its text, in both languages', () => {
    expect(domainMessages.en['advice.crisis.maternalHotline']).toContain('1-833-852-6262');
    expect(domainMessages.es['advice.crisis.maternalHotline']).toContain('1-833-852-6262');
    expect(domainMessages.es['advice.crisis.lifeline']).toContain('AYUDA');
    expect(domainMessages.en['advice.crisis.postpartumSupport']).toContain('1-800-944-4773');
    for (const r of crisisResources)
      expect(domainMessages.es[r.messageId]).toContain(r.call === '911' ? '911' : r.call.slice(-4));
  });
});
