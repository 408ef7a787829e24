import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry for partners who take everything, and one entry per area (exports map).
  entry: {
    index: 'src/index.ts',
    video: 'src/video/call.ts',
    // What a screen shows first, for an app's route loaders (README, "Areas"): one per area.
    'today-prefetch': 'src/today/prefetch.ts',
    'monitors-prefetch': 'src/monitors/prefetch.ts',
    // The blood pressure monitor's page alone, for an app that loads it without the rest of the
    // monitors' screens and forms (README, "Areas").
    'monitors-blood-pressure': 'src/monitors/bloodPressure/BloodPressureScreen.tsx',
    ...Object.fromEntries(
      [
        'auth',
        'onboarding',
        'today',
        'membership',
        'monitors',
        'account',
        'family',
        'questionnaires',
        'team',
        'care',
        'organizations',
        'gold',
        'articles',
      ].map((area) => [area, `src/${area}/index.ts`]),
    ),
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-intl', /^@mat\//],
  esbuildPlugins: [vanillaExtractPlugin()],
});
