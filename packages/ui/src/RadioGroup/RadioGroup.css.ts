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

// The circle beside the label grows half as fast as the text (24 px at 100%, 32 px at 200%), as
// the checkbox's box does, so a 320 px phone at 200% text leaves the label room for its words.
const circleSize = 'calc(0.5rem + 16px)';

export const circle = style({
  flex: 'none',
  width: circleSize,
  height: circleSize,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `${vars.borderWidth.strong} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: 'calc(0.15rem + 4.8px)', borderColor: vars.color.brand.default },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${group}[data-invalid] &`]: { borderColor: vars.color.danger.border },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { [`${radio}[data-selected] &`]: { borderColor: 'Highlight' } } },
  },
});
