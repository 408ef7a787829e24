import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The patient app's own modules (src/native/, the phone app's side): happy-dom, no screens; a
// file marked `@vitest-environment node` (Node's crypto, the config files) resolves as on a server.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: { name: 'patient', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
