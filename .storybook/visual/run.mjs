// The visual regression stage: build the Storybook, then compare every story's screenshots.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', VISUAL_PORT: String(process.env.VISUAL_PORT ?? (await freePort())) };
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const built = run('storybook', ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);
if (built !== 0) process.exit(built);
process.exit(run('playwright', ['test', '-c', '.storybook/visual/playwright.config.ts', ...process.argv.slice(2)]));
