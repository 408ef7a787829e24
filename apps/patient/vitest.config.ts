import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The patient app's own modules (src/native/, the phone app's side): happy-dom, no screens.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  test: { name: 'patient', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
