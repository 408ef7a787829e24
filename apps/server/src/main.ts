// Starts the v2 API server: `pnpm --filter @mat/server start [--demo]` (dist/main.js, as the image
// runs it). PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; --demo seeds the demo world.
import { serve } from './serve.js';

await serve();
