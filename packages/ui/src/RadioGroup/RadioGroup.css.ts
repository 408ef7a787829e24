import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  boxSizing: 'border-box',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const circle = style({
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `${vars.borderWidth.strong} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '0.45rem', borderColor: vars.color.brand.default },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${group}[data-invalid] &`]: { borderColor: vars.color.danger.border },
  },
  '@media': { '(forced-colors: active)': { selectors: { [`${radio}[data-selected] &`]: { borderColor: 'Highlight' } } } },
});
