import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

/** A quiet line under the week: a heading and one sentence, no card of its own. */
export const next = style({ display: 'grid', gap: vars.space.xs });

/** The day, quieter than the title it follows. */
export const when = style({ color: vars.color.text.muted });
