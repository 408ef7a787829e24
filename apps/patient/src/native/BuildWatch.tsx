// Spec 4, "Mobile update": an API answer whose build number header (X-Build-Number, the newest
// bundle the server keeps) differs from the app's saved build flags a new version, and the live
// update runs at once rather than at the next start or return to the foreground. Once per build
// the server names: a bundle that could not be installed is not asked for again on every call.
// Phone app only: ./start.ts registers it through ./layer.tsx.
import { isNewAppVersion } from '@mat/domain';
import { useMat } from '@mat/features';
import { useEffect } from 'react';

export function buildNumberWatch(savedBuild: () => string | null, onNewVersion: () => void) {
  let asked: string | null = null;
  return {
    onResponse({ response }: { response: Response }) {
      const build = response.headers.get('X-Build-Number');
      if (build !== asked && isNewAppVersion(build, savedBuild() ?? '')) {
        asked = build;
        onNewVersion();
      }
      return undefined;
    },
  };
}

export const buildWatchLayer = (savedBuild: () => string | null, onNewVersion: () => void) =>
  function BuildWatch() {
    const { client } = useMat();
    useEffect(() => {
      const middleware = buildNumberWatch(savedBuild, onNewVersion);
      client.use(middleware);
      return () => client.eject(middleware);
    }, [client]);
    return null;
  };
