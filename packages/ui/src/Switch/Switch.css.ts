import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

// The track grows half as fast as the text (48 px wide at 100%, 72 px at 200%) and the gap keeps to
// 5% of the screen: in rem alone they took 128 px of a 320 px phone at 200% text and the label's
// words broke inside themselves ("symp/toms").
const grows = (px: number) => `calc(${px / 32}rem + ${px / 2}px)`;
const travel = grows(20);

export const switchRoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `min(${vars.space.lg}, 5vw)`,
  minHeight: vars.size.control,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const track = style({
  flex: 'none',
  position: 'relative',
  width: grows(48),
  height: grows(28),
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand.default, borderColor: vars.color.brand.default },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { [`${switchRoot}[data-selected] &`]: { background: 'Highlight' } } },
  },
});

export const thumb = style({
  position: 'absolute',
  // Centred in the track inside its border (a fixed 2 px), at any text size.
  top: '0.125rem',
  insetInlineStart: '0.125rem',
  width: grows(20),
  height: grows(20),
  borderRadius: '50%',
  background: vars.color.border.control,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: `translateX(${travel})`, background: vars.color.text.onBrand },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: `translateX(calc(-1 * ${travel}))` },
  },
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});
