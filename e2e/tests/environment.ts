import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shifts every port and folder, so two engineers' runs on one machine never meet (default 0). */
const offset = Number(process.env.MAT_E2E_OFFSET ?? 0);

/** Ports of their own, so the journeys never meet a server a person left running. */
// The console's port sits apart from the others' runs of ports (5310 + offset and up).
export const PORTS = { api: 3310 + offset, patient: 5310 + offset, marketing: 5311 + offset, careTeam: 5210 + offset } as const;

/** The API server's data folder: emptied at every run. Its sms outbox is read like a phone. */
export const E2E_DATA_DIR = join(tmpdir(), offset ? `matrona-e2e-${offset}` : 'matrona-e2e');

/** Where the patient app is built for the run. */
export const PATIENT_OUT_DIR = offset ? `dist-e2e-${offset}` : 'dist';

/** Where the care team's console is built for the run. */
export const CARE_TEAM_OUT_DIR = offset ? `dist-e2e-${offset}` : 'dist';
