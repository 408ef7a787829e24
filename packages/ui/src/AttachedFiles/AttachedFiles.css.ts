import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** A long file name with no spaces wraps rather than widening the page past 320 px. */
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });
