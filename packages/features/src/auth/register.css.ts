import { style } from '@vanilla-extract/css';

// The step's heading takes the focus as each step opens, so a screen reader reads where she is;
// it is not a control, so no ring is drawn around it.
export const focusTarget = style({ outline: 'none' });
