import { mkdirSync, writeFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { breakpoints } from './src/breakpoints';
import { palette } from './src/palette';
import { highContrastTokens } from './src/themes/highContrast';
import { lightTokens } from './src/themes/light';

export default defineConfig({
  // The themes' CSS is its own entry (see theme.css.ts): dist/theme.css is `@mat/tokens/style.css`.
  entry: { index: 'src/index.ts', theme: 'src/theme.css.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  // Minified: the unminified CSS carries a long source comment per style file.
  minify: true,
  clean: true,
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin()],
  // The same tokens as JSON, for native code, email templates and other non-React users.
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    const json = { palette, breakpoints, themes: { light: lightTokens, highContrast: highContrastTokens } };
    writeFileSync('dist/tokens.json', `${JSON.stringify(json, null, 2)}\n`);
  },
});
