// STUN and TURN servers for the embedded video rooms (VIDEO_ICE_SERVERS), read in this one place.
// Browsers on one network find each other without any; across NATs a STUN server lets them learn
// their public address, and behind strict firewalls only a TURN relay carries the media. The
// browser receives the list with its room token (VideoConnect.ice_servers) and gives it to
// RTCPeerConnection as is.

/** One entry of RTCConfiguration.iceServers. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

/** RFC 7064 and RFC 7065 schemes: stun:host[:port], turn:host[:port][?transport=udp|tcp]. */
const ICE_URL = /^(stuns?):[^\s/?#@]+(:\d{1,5})?$|^(turns?):[^\s/?#@]+(:\d{1,5})?(\?transport=(udp|tcp))?$/;

/** Enough for a primary and fallbacks; a longer list only slows every call's gathering. */
export const MAX_ICE_SERVERS = 10;

export class IceServersError extends Error {
  override name = 'IceServersError';
}

/**
 * The servers a VIDEO_ICE_SERVERS value names, or an error saying what is wrong with it. Accepted:
 * empty (none), a comma-separated list of stun: URLs, or the JSON array RTCPeerConnection takes,
 * e.g. [{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org:3478?transport=udp"],
 * "username":"matrona","credential":"secret"}]. A TURN server needs its username and credential.
 */
export function parseIceServers(raw: string | undefined): IceServer[] {
  const text = raw?.trim() ?? '';
  if (!text) return [];
  if (!/^[[{"]/.test(text)) return check(text.split(',').map((url) => ({ urls: url.trim() })));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new IceServersError('is not valid JSON (expected an array like [{"urls":"stun:stun.example.org:3478"}])');
  }
  if (!Array.isArray(value)) throw new IceServersError('must be a JSON array of servers');
  return check(value);
}

function check(entries: unknown[]): IceServer[] {
  if (entries.length > MAX_ICE_SERVERS)
    throw new IceServersError(`names ${entries.length} servers; at most ${MAX_ICE_SERVERS}`);
  return entries.map((entry, index) => {
    const at = `server ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new IceServersError(`${at}: must be an object with urls`);
    const { urls, username, credential, ...rest } = entry as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length)
      throw new IceServersError(`${at}: unknown field ${unknown.join(', ')} (only urls, username, credential)`);
    const list = typeof urls === 'string' ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0)
      throw new IceServersError(`${at}: urls must be a URL or a non-empty list of URLs`);
    for (const url of list) {
      if (typeof url !== 'string' || !ICE_URL.test(url))
        throw new IceServersError(`${at}: ${JSON.stringify(url)} is not a stun:, stuns:, turn: or turns: URL`);
      const port = /:(\d+)(\?|$)/.exec(url.replace(/^[a-z]+:/, ''))?.[1];
      if (port && (Number(port) < 1 || Number(port) > 65535))
        throw new IceServersError(`${at}: ${url} has no valid port`);
    }
    if (username !== undefined && (typeof username !== 'string' || !username))
      throw new IceServersError(`${at}: username must be a non-empty string`);
    if (credential !== undefined && (typeof credential !== 'string' || !credential))
      throw new IceServersError(`${at}: credential must be a non-empty string`);
    const turn = (list as string[]).some((url) => url.startsWith('turn'));
    if (turn && (username === undefined || credential === undefined))
      throw new IceServersError(`${at}: a TURN server needs username and credential`);
    return {
      urls: list as string[],
      ...(username !== undefined ? { username: username as string } : {}),
      ...(credential !== undefined ? { credential: credential as string } : {}),
    };
  });
}
