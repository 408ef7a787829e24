import { style } from '@vanilla-extract/css';

// A one-word label (the language's own name) never breaks inside itself, even at 320 px.
export const word = style({ whiteSpace: 'nowrap' });

