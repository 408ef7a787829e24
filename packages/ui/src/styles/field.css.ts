import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';

// The parts every labelled field shares, so TextField, PasswordField, PhoneField and CodeField
// look and behave as one family.
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger.text,
  lineHeight: vars.font.lineHeight.normal,
});

/** The box around an input: also used by groups holding an input and a button. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  width: '100%',
  boxSizing: 'border-box',
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.default} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-focus-within], &:focus-within': focusRing,
    '&[data-invalid], [data-invalid] > &': {
      borderColor: vars.color.danger.border,
      borderWidth: vars.borderWidth.strong,
    },
    '&[data-disabled], [data-disabled] > &': { opacity: 0.6 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  '::placeholder': { color: vars.color.text.muted },
});

/** An input that is its own control box (no group around it). */
export const standaloneInput = style([
  input,
  {
    width: '100%',
    flex: 'none',
    background: vars.color.surface.raised,
    border: `${vars.borderWidth.default} solid ${vars.color.border.control}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-focus-visible], &[data-focused]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger.border, borderWidth: vars.borderWidth.strong },
      '&[data-disabled]': { opacity: 0.6 },
    },
  },
]);

export const errorIcon = style({ flex: 'none', marginTop: '0.15em' });
