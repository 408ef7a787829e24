// What an embedding partner pays, gzipped, for each feature: builds the example installed from the
// packed tarballs with four pages (MatProvider alone, the blood pressure monitor alone, the
// screenings alone, both) in one Vite build, and sums the gzipped JavaScript and CSS each page
// loads before it renders (its entry chunk, the chunks it imports, their CSS). A feature's cost is
// its page less the provider's page: React, react-intl, TanStack Query, the provider, the message
// catalogues and @mat/features' one style sheet are paid once, whatever is embedded.
//   node examples/partner/size.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packPackages, run } from '../../scripts/pack-packages.mjs';
import { partnerPackages, preparePartnerApp } from './check.mjs';

const pages = {
  provider: { title: 'MatProvider alone', body: 'null' },
  pressure: {
    title: 'the blood pressure monitor',
    imports: "import { BloodPressureScreen } from '@mat/features/monitors';",
    body: '<BloodPressureScreen monitorId={1} />',
  },
  screenings: {
    title: 'the screenings',
    imports: "import { QuestionnairesScreen } from '@mat/features/questionnaires';",
    body: '<QuestionnairesScreen questionnaireHref={(id) => `/q/${id}`} />',
  },
};

function writePages(app) {
  const dir = path.join(app, 'size');
  mkdirSync(dir, { recursive: true });
  for (const [name, page] of Object.entries(pages)) {
    writeFileSync(
      path.join(dir, `${name}.tsx`),
      `import '@mat/tokens/style.css';
import '@mat/ui/style.css';
import '@mat/features/style.css';
import '../src/theme.css';
import { MatProvider, memoryTokenStore } from '@mat/features';
${page.imports ?? ''}
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <MatProvider locale="en" tokens={memoryTokenStore()} apiBaseUrl="/cedar/matrona/v2">{${page.body}}</MatProvider>,
);
`,
    );
    writeFileSync(
      path.join(dir, `${name}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${page.title}</title></head><body><div id="root"></div><script type="module" src="./${name}.tsx"></script></body></html>\n`,
    );
  }
  writeFileSync(
    path.join(app, 'vite.size.config.ts'),
    `import { defineConfig } from 'vite';
export default defineConfig({
  build: {
    manifest: true,
    outDir: 'dist-size',
    rollupOptions: { input: { provider: 'size/provider.html', pressure: 'size/pressure.html', screenings: 'size/screenings.html', both: 'index.html' } },
  },
});
`,
  );
}

function measure(app) {
  const out = path.join(app, 'dist-size');
  const manifest = JSON.parse(readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(out, file))).length;
  const pageCost = (key) => {
    const seen = new Set();
    const files = new Set();
    const lazy = new Set();
    const walk = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      const chunk = manifest[id];
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const next of chunk.imports ?? []) walk(next);
      for (const later of chunk.dynamicImports ?? []) lazy.add(manifest[later].file);
    };
    walk(key);
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
    const css = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
    return {
      js,
      css,
      total: js + css,
      lazy: [...lazy].filter((f) => !files.has(f)).reduce((sum, f) => sum + gz(f), 0),
    };
  };
  return {
    provider: pageCost('size/provider.html'),
    pressure: pageCost('size/pressure.html'),
    screenings: pageCost('size/screenings.html'),
    both: pageCost('index.html'),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const work = mkdtempSync(path.join(tmpdir(), 'mat-partner-size-'));
try {
  const app = preparePartnerApp(work, packPackages(partnerPackages, work));
  writePages(app);
  run('pnpm', ['exec', 'vite', 'build', '--config', 'vite.size.config.ts', '--logLevel', 'error'], app);
  const sizes = measure(app);
  const base = sizes.provider;
  console.log('\nGzipped JavaScript + CSS a partner page loads before it renders (and what it may load later):');
  console.log(
    `  MatProvider alone (React, react-intl, TanStack Query, both catalogues, all CSS): ${kb(base.total)} (JS ${kb(base.js)}, CSS ${kb(base.css)})`,
  );
  for (const [name, label] of [
    ['pressure', 'the blood pressure monitor'],
    ['screenings', 'the screenings'],
    ['both', 'both (the example page)'],
  ]) {
    const s = sizes[name];
    console.log(
      `  with ${label}: ${kb(s.total)}, that is ${kb(s.total - base.total)} more than the provider (JS ${kb(s.js - base.js)}, CSS ${kb(s.css - base.css)})${s.lazy ? `; later, on demand: ${kb(s.lazy)}` : ''}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
