import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The patient app's own modules (src/native/, the phone app's side): happy-dom; a file marked
// `@vitest-environment node` (Node's crypto, the config files) resolves as on a server. The
// vanilla-extract and React plugins let a test render the app's own components inside
// @mat/features' MatProvider (src/native/BiometricSignIn.test.tsx).
export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: { name: 'patient', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
