// Entity tags for answers a client polls (the Team tab's unread conversations every 30 s): the tag
// is a digest of the answer itself, so anything the answer shows (a new message, a conversation
// read or unread, the patient's language) changes it, and a poll whose If-None-Match still holds
// is answered 304 without a body.
import { createHash } from 'node:crypto';

/** A weak tag (W/"…"): the same JSON, not necessarily the same bytes on the wire. */
export function entityTag(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

const TAG = /^(W\/)?"[\x21\x23-\x7e]*"$/;

/**
 * Whether If-None-Match names `tag` (weak comparison, RFC 9110 13.1.2), or is `*`. A header that is
 * no list of entity tags matches nothing: the client gets the full answer, never an error.
 */
export function noneMatchHolds(header: string | string[] | undefined, tag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.replace(/^W\//, '');
  return header
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => TAG.test(candidate) && opaque(candidate) === opaque(tag));
}
