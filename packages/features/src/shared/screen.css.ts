import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

/** The column every auth and onboarding screen sits in. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.formMax,
  marginInline: 'auto',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/**
 * The frame of a drawing that opens a screen (onboarding), centred and kept small on phones. A frame
 * rather than a class on the drawing: the drawing's own width (@mat/ui's Illustration) has the same
 * specificity, and which of two such rules wins would depend on which chunk's CSS the page loaded last.
 */
export const illustration = style({ alignSelf: 'center', inlineSize: '10rem' });

/** A ShownTogether's parts, laid out as the screen's own children once shown. */
export const parts = style({ display: 'contents' });
