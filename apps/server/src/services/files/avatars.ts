// The patient's avatar (GET, POST and DELETE /patient/avatar): one picture in the file store,
// replaced or removed whole; the apps see a link that lasts an hour.
import { avatarRule } from '@mat/domain';
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../adapters/files.js';
import type { Database } from '../../db/client.js';
import { setAvatarKey } from '../../db/queries/documents.js';
import type { UserRow } from '../sessions.js';
import { checkedUpload, storedWith, type IncomingFile } from './uploads.js';

export const LINK_SECONDS = 3600;

export class Avatars {
  constructor(
    private readonly db: Database,
    private readonly files: FileStore,
    private readonly now: () => Date,
  ) {}

  async url(user: Pick<UserRow, 'avatarKey'>): Promise<string | null> {
    return user.avatarKey ? (await this.files.signedUrl(user.avatarKey, LINK_SECONDS)).url : null;
  }

  async replace(user: UserRow, file: IncomingFile): Promise<string | null> {
    const upload = checkedUpload(file, avatarRule);
    // A new key for each picture, so a link to the old one never shows the new one.
    const key = `avatars/${user.uuid}/${randomBytes(12).toString('hex')}.${upload.extension}`;
    await storedWith(this.files, key, upload, () => setAvatarKey(this.db, user.id, key, this.now()));
    if (user.avatarKey) await this.files.remove(user.avatarKey);
    return this.url({ avatarKey: key });
  }

  async remove(user: UserRow): Promise<void> {
    if (!user.avatarKey) return;
    await setAvatarKey(this.db, user.id, null, this.now());
    await this.files.remove(user.avatarKey);
  }
}
