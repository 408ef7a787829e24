import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

// A one-word label (the language's own name) never breaks inside itself, even at 320 px.
export const word = style({ whiteSpace: 'nowrap' });

// A first run's progress, in the column its steps' screens sit in (the features' screen column).
export const firstRunProgress = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.formMax,
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
});
