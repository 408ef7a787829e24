import { describe, expect, it } from 'vitest';
import { serverClockOffset } from './serverClockOffset';

const answer = (date?: string) => new Response(null, { headers: date ? { date } : {} });
const at = new Date('2026-11-21T20:15:00.400Z');

describe('serverClockOffset', () => {
  it("reads how far the server's clock is ahead of the device's, or behind it", () => {
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:18:00 GMT'), at)).toBe(179_600);
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:10:00 GMT'), at)).toBe(-300_400);
  });

  it('takes clocks within the header’s whole seconds and the time on the way as agreeing', () => {
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:15:00 GMT'), at)).toBe(0);
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:15:01 GMT'), at)).toBe(0);
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:14:59 GMT'), at)).toBe(0);
    expect(serverClockOffset(answer('Sat, 21 Nov 2026 20:15:03 GMT'), at)).toBe(2600);
  });

  it('is 0 without a Date header, or with one that is no date', () => {
    expect(serverClockOffset(answer(), at)).toBe(0);
    expect(serverClockOffset(answer('yesterday'), at)).toBe(0);
  });
});
