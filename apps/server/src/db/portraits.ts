// The demo world's care team portraits: Matrona's own drawings, in the family of @mat/ui's
// illustrations (plum ink, round strokes, peach and rose fills), one per practitioner, as diverse
// as the families they care for. Each is an SVG data URL stored as the practitioner's photo
// (practitioners.avatar_url): the apps' content security policy allows data: images, both the
// patient app and the console show it, and no file store is needed. The apps put it beside the
// name, so it is decoration (empty alt).

const ink = '#692640';
const soft = '#f3ece4';

interface Look {
  /** The circle behind the person. */
  background: string;
  skin: string;
  clothing: string;
  /** Drawn behind the head (long hair, a hijab), then the head, then `front` over it. */
  back?: string;
  front: string;
  /** Glasses, earrings: drawn last, in ink. */
  extras?: string;
}

function svg({ background, skin, clothing, back = '', front, extras = '' }: Look): string {
  const line = `stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="${background}"/>`,
    `<g ${line}>`,
    back,
    `<path d="M10 64c0-12 9-20 22-20s22 8 22 20z" fill="${clothing}"/>`,
    `<path d="M27 37v7c0 3 10 3 10 0v-7" fill="${skin}"/>`,
    `<ellipse cx="32" cy="28" rx="11" ry="13" fill="${skin}"/>`,
    front,
    '<path d="M27.5 29h.01M36.5 29h.01" stroke-width="2.6" fill="none"/>',
    '<path d="M29 34c2 1.5 4 1.5 6 0" fill="none"/>',
    extras,
    '</g></svg>',
  ].join('');
}

const dataUrl = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** Each demo practitioner's portrait, by first and last name. */
export const demoPortraits: Record<string, string> = {
  // Grace Okafor, nurse: deep brown skin, short natural hair.
  'Grace Okafor': dataUrl(
    svg({
      background: soft,
      skin: '#7b4b32',
      clothing: '#d593ab',
      front: '<path d="M19 29c-6-13 2-23 13-23s19 10 13 23c-2-6-6-10-13-10s-11 4-13 10z" fill="#2a1a16"/>',
      extras: '<path d="M21 32v2M43 32v2" stroke="#fae3d2" stroke-width="2.4"/>',
    }),
  ),
  // Lucía Ramos, lactation consultant: warm tan skin, long dark waves.
  'Lucía Ramos': dataUrl(
    svg({
      background: '#fae3d2',
      skin: '#c68c62',
      clothing: '#b7d3c0',
      back: '<path d="M19 29c-1-12 5-18 13-18s14 6 13 18v15c-5 3-21 3-26 0z" fill="#3b2418"/>',
      front: '<path d="M21 25c2-8 9-12 17-10 4 1 6 5 6 9-7-1-13-4-16-8-2 4-4 7-7 9z" fill="#3b2418"/>',
    }),
  ),
  // Maya Chen, care coordinator: light skin, a black bob with a fringe.
  'Maya Chen': dataUrl(
    svg({
      background: soft,
      skin: '#efc7a1',
      clothing: '#82304f',
      back: '<path d="M19 30c-1-12 5-19 13-19s14 7 13 19v8H19z" fill="#1d1716"/>',
      front: '<path d="M21 25c0-7 5-12 11-12s11 5 11 12c-7 1-15 1-22 0z" fill="#1d1716"/>',
    }),
  ),
  // Rosa Jiménez, Matrona's on-call nurse: olive skin, grey hair in a bun, glasses.
  'Rosa Jiménez': dataUrl(
    svg({
      background: '#fae3d2',
      skin: '#b9825a',
      clothing: '#d593ab',
      back: '<circle cx="32" cy="12" r="5" fill="#bdb5ae"/>',
      front: '<path d="M20.5 26c0-9 5-13.5 11.5-13.5S43.5 17 43.5 26c-3-5-7-7-11.5-7s-8.5 2-11.5 7z" fill="#bdb5ae"/>',
      extras:
        '<circle cx="27.5" cy="29" r="3.6" fill="none"/><circle cx="36.5" cy="29" r="3.6" fill="none"/><path d="M31.1 29h1.8" fill="none"/>',
    }),
  ),
  // Nadia Haddad, midwife: light olive skin, a hijab.
  'Nadia Haddad': dataUrl(
    svg({
      background: soft,
      skin: '#d9a47c',
      clothing: '#fae3d2',
      back: '<path d="M17 31c0-13 7-21 15-21s15 8 15 21v12c0 5-7 8-15 8s-15-3-15-8z" fill="#4f6f64"/>',
      front: '<path d="M21 27c0-8 5-12.5 11-12.5S43 19 43 27c-2-4-6-6.5-11-6.5S23 23 21 27z" fill="#4f6f64"/>',
    }),
  ),
};

/** The portrait of a demo practitioner, or none (the apps show her initials). */
export const portraitOf = (firstName: string, lastName: string): string | null =>
  demoPortraits[`${firstName} ${lastName}`] ?? null;
