import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

// One real input (so paste, one-time-code autofill and screen readers see one field) laid over
// six boxes that only draw the digits.
export const boxes = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 3rem))',
  gap: vars.space.sm,
  width: 'fit-content',
  maxWidth: '100%',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '3.5rem',
  boxSizing: 'border-box',
  border: `${vars.borderWidth.default} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-invalid] &': { borderColor: vars.color.danger.border, borderWidth: vars.borderWidth.strong },
    '[data-disabled] &': { opacity: 0.6 },
  },
});

export const activeCell = style({
  selectors: { [`${boxes}:focus-within &`]: focusRing },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  // The digits are drawn by the cells; the input's own text and caret would double them.
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: vars.font.size.md,
  letterSpacing: '2.4rem',
  outline: 'none',
  '::selection': { background: 'transparent' },
});
