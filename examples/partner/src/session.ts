// Cedar's way to hand Matrona's session to the page. Its server signs the member in with Matrona
// (server to server, after Cedar's own sign-in) and sends the browser to this page with the token
// in the address's fragment, `#matrona-session=...`: a fragment never reaches a server or a Referer
// header. The page takes the token into memory and takes it out of the address bar and history at
// once, so a reload or a shared link carries no session; the token lives as long as the page.
import { memoryTokenStore, type TokenStore } from '@mat/features';

export const handOverKey = 'matrona-session';

/** Reads the handed-over token from the fragment, removes it from the address, keeps it in memory. */
export function takeHandedOverSession(location: Location, history: History): TokenStore {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get(handOverKey);
  if (token !== null) {
    fragment.delete(handOverKey);
    const rest = fragment.toString();
    history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  }
  return memoryTokenStore(token);
}
