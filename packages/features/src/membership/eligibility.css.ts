import { style } from '@vanilla-extract/css';

/** A heading's wrapper that takes focus when a step changes: the screen reader reads it, no ring is drawn. */
export const focusTarget = style({ outline: 'none' });
