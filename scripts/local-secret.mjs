// The signing secret of a local data folder: `npm start` makes one on the folder's first start and
// keeps it beside the data (mode 0600, readable by its owner only), so links and tokens signed
// before a restart still open, and no two folders share a key. The server reads it through
// CODE_SECRET_FILE; nothing signs with a secret written in the source.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE_NAME = 'code-secret';

/** The path of the data folder's secret file, made (32 random bytes, base64url) when missing. */
export function localSecretFile(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE_NAME);
  try {
    // 'wx': made only if missing, so two starts never overwrite each other's key.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  // A key copied in with looser rights is tightened: it opens every patient's links.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  if (readFileSync(file, 'utf8').trim().length < 32) {
    throw new Error(`${file} holds no usable secret: delete it and start again to make a new one`);
  }
  return file;
}
