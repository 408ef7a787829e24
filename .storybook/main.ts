import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

// One Storybook over the design system, the feature library and the care team's console.
const config: StorybookConfig = {
  // The stories, and the docs pages written in MDX beside this file ("Embedding Matrona").
  stories: ['./*.mdx', '../packages/*/src/**/*.stories.tsx', '../apps/care-team/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of the docs pages come from react-docgen, half of a build's transform time
  // (25 of 52 s). The test runs (the storybook and visual stages) show no docs page, and set
  // MAT_STORYBOOK_DOCGEN=off; the Storybook designers open keeps its tables.
  typescript: { reactDocgen: process.env.MAT_STORYBOOK_DOCGEN === 'off' ? false : 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Workspace packages are read from their TypeScript source, as everywhere in the repository.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['@mat/source', ...defaultClientConditions] };
    return viteConfig;
  },
};

export default config;
