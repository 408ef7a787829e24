import { describe, expect, it } from 'vitest';
import { isFixedCaddy } from './system-services.mjs';

describe('isFixedCaddy', () => {
  it('takes 2.11.2 and later, whose retried writes keep their body', () => {
    for (const version of [
      [2, 11, 2],
      [2, 11, 7],
      [2, 12, 0],
      [3, 0, 0],
    ])
      expect(isFixedCaddy(version), `${version}`).toBe(true);
  });

  it("refuses Debian 12's 2.6.2, 2.11.1 and an unreadable version", () => {
    for (const version of [[2, 6, 2], [2, 8, 4], [2, 11, 1], [1, 99, 99], null])
      expect(isFixedCaddy(version), `${version}`).toBe(false);
  });
});
