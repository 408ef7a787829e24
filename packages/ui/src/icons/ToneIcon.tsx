import type { Tone } from '@mat/tokens';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from './index';

const byTone = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

/** The icon that goes with a tone, so the tone is not told by colour alone. */
export function ToneIcon({ tone, ...props }: IconProps & { tone: Tone }) {
  const Icon = byTone[tone];
  return <Icon {...props} />;
}
