import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipTriggerComponentProps } from 'react-aria-components';
import { useThemeClass } from '../UiProvider/ThemeContext';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The element described: a focusable one (IconButton, Button). */
  children: ReactNode;
  content: ReactNode;
}

/**
 * A short hint on hover and keyboard focus. Never the only place for information a person
 * needs: touch screens rarely show it.
 */
export function Tooltip({ children, content, delay = 600, ...props }: TooltipProps) {
  const themeClass = useThemeClass();
  return (
    <TooltipTrigger {...props} delay={delay}>
      {children}
      <AriaTooltip className={`${themeClass} ${styles.tooltip}`} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
