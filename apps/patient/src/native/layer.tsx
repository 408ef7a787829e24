// What the phone app adds inside the app's providers (src/App.tsx renders it beside the router):
// ./start.ts registers it, in the phone app's own chunk, so the web build carries only this file.
import { useSyncExternalStore, type ComponentType } from 'react';

let layer: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Registers the phone app's layer (null to remove it). */
export function setNativeLayer(next: ComponentType | null): void {
  layer = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The registered layer, or nothing (always nothing on the web). */
export function NativeLayer() {
  const Layer = useSyncExternalStore(
    subscribe,
    () => layer,
    () => null,
  );
  return Layer ? <Layer /> : null;
}

/** Several layers as one, each rendered in turn (biometric sign-in, push notifications). */
export function nativeLayers(...layers: ComponentType[]): ComponentType {
  return function NativeLayers() {
    return layers.map((Layer, index) => <Layer key={index} />);
  };
}
