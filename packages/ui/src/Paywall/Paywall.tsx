import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';

export interface PaywallOverlayProps {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  /** Why membership helps, in the feature's words. */
  children: ReactNode;
  /** The way forward (a LinkButton to /membership) and a way out. */
  actions: ReactNode;
}

/**
 * Covers a members-only screen when the flag is set (never on Welcome or Membership: the
 * caller decides). A modal dialog: focus stays inside, Escape and the close button leave.
 */
export function PaywallOverlay({ isOpen, onOpenChange, title, children, actions }: PaywallOverlayProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} title={title} actions={() => actions}>
      {children}
    </Dialog>
  );
}
