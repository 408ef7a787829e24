// The build number header (./BuildWatch.tsx): a build other than the saved one starts the live
// update once per build; the saved build, no header or the same new build again start nothing.
import { describe, expect, it, vi } from 'vitest';
import { buildNumberWatch } from './BuildWatch';

const answer = (build?: string) => ({
  response: new Response('{}', { headers: build ? { 'X-Build-Number': build } : {} }),
});

describe('buildNumberWatch', () => {
  it('starts the live update when the server names another build, once per build', () => {
    let saved: string | null = '41';
    const onNewVersion = vi.fn();
    const watch = buildNumberWatch(() => saved, onNewVersion);
    watch.onResponse(answer('41'));
    watch.onResponse(answer());
    expect(onNewVersion).not.toHaveBeenCalled();
    watch.onResponse(answer('42'));
    watch.onResponse(answer('42'));
    expect(onNewVersion).toHaveBeenCalledOnce();
    saved = '42';
    watch.onResponse(answer('42'));
    watch.onResponse(answer('43'));
    expect(onNewVersion).toHaveBeenCalledTimes(2);
  });

  it('treats an app with no saved build as behind any build the server names', () => {
    const onNewVersion = vi.fn();
    buildNumberWatch(() => null, onNewVersion).onResponse(answer('7'));
    expect(onNewVersion).toHaveBeenCalledOnce();
  });
});
