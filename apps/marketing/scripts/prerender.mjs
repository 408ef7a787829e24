// Writes every page of the site, in both languages, as static HTML under dist/, with the CSS
// that the SSR build emitted. APP_ORIGIN is where the patient app lives (its login and sign-up).
import { copyFileSync, cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rendered = join(root, '.render');
const dist = join(root, 'dist');
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:5173';

const { pages, languages, renderPage, localizedPath } = await import(join(rendered, 'render.js'));
const css = readdirSync(join(rendered, 'assets')).filter((file) => file.endsWith('.css'));
if (css.length !== 1) throw new Error(`Expected one stylesheet from the SSR build, found ${css.length}`);

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'assets'), { recursive: true });
copyFileSync(join(rendered, 'assets', css[0]), join(dist, 'assets', css[0]));
cpSync(join(root, 'public'), dist, { recursive: true });

let count = 0;
for (const page of pages) {
  for (const language of languages) {
    const path = localizedPath(page.path, language);
    // /terms/es is written as terms/es.html: static hosts (and the preview server) answer a
    // path without an extension with its .html file.
    const file = path === '/' ? join(dist, 'index.html') : join(dist, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderPage(page, language, appOrigin, `/assets/${css[0]}`));
    count += 1;
  }
}
console.log(`prerendered ${count} pages into ${dist} (app at ${appOrigin})`);
