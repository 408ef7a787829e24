// `react` in the patient app's tests (vitest.config.ts): Preact's React compatibility layer, as in
// the build (./preact.ts), with the `act` React 19 exports from `react`; Preact keeps its `act` in
// preact/test-utils. JavaScript, not TypeScript: preact/compat's types use `export =`, which
// TypeScript will not re-export with `export *`.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
