import type { Plugin } from 'vite';

// Every screen of the app opens with a heading in the display face (@mat/tokens' theme), so the
// built page asks for the face's file with the CSS, not after the CSS has been parsed: the
// heading swaps from Georgia sooner and the layout shifts less. Only the Latin file is preloaded:
// it is the only one the theme declares.
export function preloadHeadingFont(): Plugin {
  return {
    name: 'matrona:preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The heading face was not in the build: @mat/tokens no longer declares it?');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
