// Every answer's `Date` is the time on the server's own clock (the `now` its services record
// times by), not only the machine's. A screen that shows time passing since a moment the server
// recorded (the kick counter's start) reads how far the device's clock is from the server's off
// this header (@mat/features, serverClockOffset.ts). In production the two clocks are one; a
// server given another clock (the journeys' server, moved forward) says so here as well.
import type { FastifyInstance } from 'fastify';

export function installServerDate(app: FastifyInstance, now: () => Date = () => new Date()): void {
  // On the raw answer, before any other hook: refusals and event streams carry it too, and Node
  // adds its own only when none is set.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('date', now().toUTCString());
    done();
  });
}
