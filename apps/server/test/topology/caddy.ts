// Caddy (2.11.2 or later, which scripts/system-services.mjs installs with apt) as a process in
// front of API servers, as deploy/Caddyfile puts it in front of the containers: `/api`, `/healthz` and `/readyz` balanced over the instances, and
// X-Forwarded-For overwritten with the peer Caddy sees, so a client cannot write its own address.
//
// Plain HTTP on a free loopback port, not Caddy's internal CA: what this checks is the proxying
// and the address rule, and trusting a root made per run would need a TLS agent in every test
// client (fetch has none to give). deploy/Caddyfile serves TLS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CADDY = process.env.MAT_CADDY ?? '/usr/bin/caddy';

export type Caddy = { url: string; caddyfile: string; stop: () => Promise<void>; log: () => string };

/** A port nothing listens on now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The Caddyfile for `upstreams` (host:port each) on `port`. */
export function caddyfileFor(port: number, upstreams: string[]): string {
  return `{
	# No admin endpoint: several runs share the machine, and nothing reconfigures this one.
	admin off
	auto_https off
}

http://:${port} {
	bind 127.0.0.1
	# What deploy/Caddyfile passes to the API (its file links and Stripe's webhook included), and
	# the embedded card processor's pages, which the money suite pays through here (production
	# takes cards through Stripe, so deploy/Caddyfile has no need of them).
	@api path /api/* /files/* /payments/webhook /local-payments/* /healthz /readyz
	handle @api {
		reverse_proxy ${upstreams.join(' ')} {
			lb_policy round_robin
			# A refused connection (an instance that is gone) is tried on the next instance, an
			# instance that failed is left out for a while, and idle connections are let go before
			# the instance's keep-alive ends, as in deploy/Caddyfile (which says why).
			lb_try_duration 5s
			fail_duration 30s
			transport http {
				keepalive 30s
			}
			header_up X-Forwarded-For {remote_host}
		}
	}
	# Anything else is not the API's: Caddy answers it (the apps' files, in deploy/Caddyfile).
	handle {
		respond 404
	}
}
`;
}

export async function startCaddy(upstreams: string[]): Promise<Caddy> {
  const folder = mkdtempSync(join(tmpdir(), 'matrona-caddy-'));
  const port = await freePort();
  const caddyfile = caddyfileFor(port, upstreams);
  writeFileSync(join(folder, 'Caddyfile'), caddyfile);
  // Caddy keeps its state under XDG folders: the run's own, not the machine's.
  const env = { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder };
  const child = spawn(CADDY, ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    const up = await fetch(`${url}/caddy-is-up`).then(
      (answer) => answer.status === 404,
      () => false,
    );
    if (up) return { url, caddyfile, stop, log: () => output };
    if (Date.now() - started > 20_000) {
      await stop();
      throw new Error(`caddy did not listen on ${port} in 20 s:\n${output.slice(-2000)}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
