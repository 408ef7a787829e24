import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSecretFile } from './local-secret.mjs';

const folder = () => mkdtempSync(join(tmpdir(), 'matrona-secret-'));

describe("a data folder's signing secret", () => {
  it('is made on the first start, readable by its owner only, and kept for the next', () => {
    const data = join(folder(), '.data');
    const file = localSecretFile(data);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(localSecretFile(data), 'utf8').trim()).toBe(secret);
  });

  it('differs from one data folder to another', () => {
    const first = readFileSync(localSecretFile(folder()), 'utf8');
    const second = readFileSync(localSecretFile(folder()), 'utf8');
    expect(first).not.toBe(second);
  });

  it('tightens a key file others could read, and refuses one that holds no secret', () => {
    const data = folder();
    const file = localSecretFile(data);
    chmodSync(file, 0o644);
    localSecretFile(data);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short\n');
    expect(() => localSecretFile(data)).toThrow(/holds no usable secret/);
  });
});
