import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of their own, so the journeys never meet a server a person left running. */
export const PORTS = { api: 3310, patient: 5310, marketing: 5311 } as const;

/** The API server's data folder: emptied at every run. Its sms outbox is read like a phone. */
export const E2E_DATA_DIR = join(tmpdir(), 'matrona-e2e');
