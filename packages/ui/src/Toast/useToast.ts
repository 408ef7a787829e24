import { createContext, useContext } from 'react';
import type { Toaster } from './toastQueue';

export const ToasterContext = createContext<Toaster | null>(null);

/** `show(message, { tone })` puts a notice in the provider's toast region. */
export function useToast(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast() needs a <UiProvider> above it.');
  return toaster;
}
