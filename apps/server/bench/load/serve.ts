// The child side of the load benchmark: opens the world, listens on loopback and answers the
// parent's questions over IPC (statements sent so far, CPU used, readings stored) until told to stop.
// With BENCH_PROFILE_FILE it writes a CPU profile of the requests it served.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { FastifyInstance } from 'fastify';
import { openWorld, type BenchDatabase, type World } from './world.js';

export type Ready = { type: 'ready'; port: number; token: string; monitorId: number };
export type Stats = { type: 'stats'; statements: number; cpuMicros: number; readings: number };

export async function serveWorld(
  build: (world: World) => Promise<FastifyInstance>,
  options: { stockDriver?: boolean } = {},
): Promise<void> {
  const world = await openWorld(process.env.BENCH_DATABASE as BenchDatabase, options);
  const app = await build(world);
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Profiles the requests only (not the start: module loading, the contract's schemas).
  const profileFile = process.env.BENCH_PROFILE_FILE;
  const inspector = profileFile ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  process.send!({ type: 'ready', port, token: world.token, monitorId: world.monitorId } satisfies Ready);
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'stats') {
      const cpu = process.cpuUsage();
      const stats: Stats = {
        type: 'stats',
        statements: world.statements(),
        cpuMicros: cpu.user + cpu.system,
        readings: await world.readingCount(),
      };
      process.send!(stats);
    } else if (message.type === 'stop') {
      if (inspector) writeFileSync(profileFile!, JSON.stringify((await inspector.post('Profiler.stop')).profile));
      await app.close();
      await world.close();
      process.disconnect();
      process.exit(0);
    }
  });
}
