// The journeys' API server (e2e/playwright.config.ts): the production server (src/serve.ts) on a
// clock the journeys move forward through a route of its own (clock.ts). Run from source only.
import { serve } from '../src/serve.js';
import { JourneyClock, journeysServer } from './clock.js';

await serve(journeysServer(new JourneyClock()));
