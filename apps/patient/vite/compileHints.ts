import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later, so the phone app's WebView and Chrome on
 * Android): the functions of a file that starts with it are compiled on the thread that streams
 * the file from the network, not one by one on the main thread as each is first called. The app's
 * chunks are code a page runs as it opens (its layouts, screens and their parts); compiled lazily,
 * they cost Today's load about 0.45 s of main thread on Lighthouse's slower phone (Chromium's
 * trace, V8.CompileCode), in the middle of the tasks that keep the page from answering a tap.
 * Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks worth a hint: code of some size. A messages chunk (apps/patient/vite/messageAreas.ts)
 * is data, and a chunk under 2 KiB (a stylesheet's class names, a hook) has next to nothing to
 * compile; there the hint's few bytes would only add to the page (the login loads 13 such files,
 * within a budget of 110 KiB).
 */
export function worthAHint(chunk: { code: string; moduleIds: readonly string[] }): boolean {
  const data = chunk.moduleIds.every((id) => id.startsWith('\0messages:'));
  return !data && chunk.code.length >= 2 * 1024;
}

/**
 * A chunk and its source map with the hint as their first line: V8 reads it only there. The map's
 * lines move down by one, which is one more `;` before its mappings.
 */
export function withCompileHint(code: string, map: string | undefined): { code: string; map: string | undefined } {
  if (code.startsWith(COMPILE_HINT)) return { code, map };
  const hinted = `${COMPILE_HINT}\n${code}`;
  if (map === undefined) return { code: hinted, map };
  const parsed = JSON.parse(map) as { mappings: string };
  return { code: hinted, map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }) };
}

/** Puts the hint at the top of the build's chunks worth one, once the files are written. */
export function compileHints(): Plugin {
  return {
    name: 'matrona:compile-hints',
    apply: 'build',
    // Once the files are written: Vite's own last step (generateBundle) may still put a line of its
    // own first (a chunk's list of dependencies to preload), and the hint must come before it.
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !worthAHint(output)) continue;
        const file = join(dir, output.fileName);
        const mapFile = `${file}.map`;
        const hasMap = output.fileName + '.map' in bundle;
        const { code, map } = withCompileHint(
          readFileSync(file, 'utf8'),
          hasMap ? readFileSync(mapFile, 'utf8') : undefined,
        );
        writeFileSync(file, code);
        if (map !== undefined) writeFileSync(mapFile, map);
      }
    },
  };
}
