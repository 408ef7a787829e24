import { globalStyle, style } from '@vanilla-extract/css';

// A one-word label (the language's own name) never breaks inside itself, even at 320 px.
export const word = style({ whiteSpace: 'nowrap' });

// The footer's links stack on phones: each is at least 24 px high, so a finger (and WCAG 2.5.8's
// target size) never lands on the neighbour.
// (Held as `a.footerLink`, above the link's own class, which sets how a link flows in text.)
export const footerLink = style({});
globalStyle(`a${footerLink}`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '24px' });
