import { vars, type Tone } from '@mat/tokens';
import { styleVariants } from '@vanilla-extract/css';

/** Tinted box per tone, shared by Alert and Banner. */
export const toneBox = styleVariants<Record<Tone, object>>({
  info: { background: vars.color.info.surface, borderColor: vars.color.info.border, color: vars.color.text.default },
  success: {
    background: vars.color.success.surface,
    borderColor: vars.color.success.border,
    color: vars.color.text.default,
  },
  warning: {
    background: vars.color.warning.surface,
    borderColor: vars.color.warning.border,
    color: vars.color.text.default,
  },
  danger: {
    background: vars.color.danger.surface,
    borderColor: vars.color.danger.border,
    color: vars.color.text.default,
  },
});

export const toneIcon = styleVariants<Record<Tone, object>>({
  info: { color: vars.color.info.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
});
