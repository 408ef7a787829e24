import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

// The box beside the label grows half as fast as the text: 24 px at 100%, 32 px at 200%. In rem
// alone it took 48 px of a 320 px phone at 200% text and "Breastfeeding" broke inside itself.
const boxSize = 'calc(0.5rem + 16px)';
const gap = `min(${vars.space.md}, 4vw)`;

export const button = style({
  display: 'flex',
  alignItems: 'flex-start',
  // At most 4% of the screen's width: at 200% text on a 320 px phone the label needs the room.
  gap,
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  boxSizing: 'border-box',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const box = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  boxSizing: 'border-box',
  border: `${vars.borderWidth.strong} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.onBrand,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.brand.default, borderColor: vars.color.brand.default },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.brand.pressed },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger.border },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${button}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const check = style({
  width: '80%',
  height: '80%',
  visibility: 'hidden',
  selectors: { [`${button}[data-selected] &`]: { visibility: 'visible' } },
});

/** Help and error text start under the label, past the box and the gap. */
export const help = style({ paddingInlineStart: `calc(${boxSize} + ${gap})` });
