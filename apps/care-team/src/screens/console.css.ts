import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

// One column that never grows past its container: an auto column would widen to a form field's
// intrinsic width (20 characters of 200% text is wider than a 320 px screen) and scroll sideways.
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
export const breakable = style({ overflowWrap: 'anywhere' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
});
export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xl,
});
export const word = style({ whiteSpace: 'nowrap' });
/** A record's facts (a description list): label above value, in as many columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
/** Seen by screen readers only (the inbox's live announcements). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
/** The inbox item the keys act on: outlined, as focus is, so it is never hidden. */
export const selected = style({
  outline: `${vars.borderWidth.strong} solid ${vars.color.brand.default}`,
  outlineOffset: vars.space.xs,
  borderRadius: vars.radius.md,
});
/**
 * A conversation with the patient panel: side by side where both fit, the panel wrapped below the
 * thread when they do not (a 320 px screen, or 200% text), by the room there is, not the window.
 */
export const withPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  minWidth: 0,
});
export const conversation = style({ flex: '2 1 28rem', minWidth: 0, maxWidth: '100%' });
export const panel = style({
  flex: '1 1 16rem',
  minWidth: 0,
  maxWidth: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});
/** The panel's facts: one column, label above value. */
export const panelFacts = style({ display: 'grid', gap: vars.space.md, margin: 0 });
