import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  // Minified: the unminified CSS carries a long source comment per style file.
  minify: true,
  clean: true,
  target: 'es2022',
  // Peers and dependencies stay imports; the styles land in dist/index.css (`@mat/ui/style.css`).
  external: [
    'react',
    'react-dom',
    'react-intl',
    'react-aria-components',
    '@internationalized/date',
    '@mat/tokens',
    'lucide-react',
  ],
  esbuildPlugins: [vanillaExtractPlugin()],
});
