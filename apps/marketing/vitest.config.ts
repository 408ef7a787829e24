import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The site's build-time rules (redirects, page checks, structured data) in Node, as the prerender runs them.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: { name: 'marketing', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
