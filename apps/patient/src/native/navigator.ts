// How code outside the React tree (the phone app's deep links, ./deepLinks.ts) moves the app: the
// app registers its router's navigation here once the router exists (src/App.tsx); a path that
// arrives before that (the link that launched the app) is kept and followed then.

type Go = (path: string) => void;

let go: Go | null = null;
let pending: string | null = null;

/** Registers the router's navigation (null when the router goes), following a path kept meanwhile. */
export function setAppNavigator(next: Go | null): void {
  go = next;
  if (go && pending !== null) {
    const path = pending;
    pending = null;
    go(path);
  }
}

/** Goes to an app path through the router, or as soon as there is one. */
export function openAppPath(path: string): void {
  if (go) go(path);
  else pending = path;
}
