// `use-sync-external-store/shim/with-selector` in the patient app's tests (vitest.config.ts), for
// TanStack's stores (the router's). The package is CommonJS: in the build the bundler resolves its
// `require('react')` to Preact like every other import, but in Vitest Node's `require` does, and it
// finds React itself: two renderers, and the router's hooks fail. This is the package's own
// selector logic, written over preact/compat's useSyncExternalStore. JavaScript, as react-for-tests.js.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

export function useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
  const instance = useRef({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoized = false;
    let memoizedSnapshot;
    let memoizedSelection;
    const select = (snapshot) => {
      if (memoized && Object.is(memoizedSnapshot, snapshot)) return memoizedSelection;
      const selection = selector(snapshot);
      const previous = memoized ? memoizedSelection : instance.hasValue ? instance.value : undefined;
      const keep = isEqual !== undefined && (memoized || instance.hasValue) && isEqual(previous, selection);
      memoized = true;
      memoizedSnapshot = snapshot;
      memoizedSelection = keep ? previous : selection;
      return memoizedSelection;
    };
    return [() => select(getSnapshot()), getServerSnapshot == null ? undefined : () => select(getServerSnapshot())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [value]);
  return value;
}
