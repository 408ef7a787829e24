// Matrona's own API server for the load benchmark, built as main.ts builds it (without request
// logs) on the benchmark's database.
import { tmpdir } from 'node:os';
import { FolderCuff } from '../../src/adapters/cuff.js';
import { FolderFiles } from '../../src/adapters/files.js';
import { buildApp } from '../../src/app.js';
import { SigningKeys } from '../../src/signing-keys.js';
import { serveWorld } from './serve.js';

const noop = { send: async () => {} };

const keys = SigningKeys.ephemeral();
await serveWorld((world) =>
  buildApp({
    db: world.handle.db,
    sms: noop,
    email: noop,
    cuff: new FolderCuff('/nonexistent'),
    files: new FolderFiles(tmpdir(), 'http://localhost', keys.for('file-links')),
    keys,
  }),
);
