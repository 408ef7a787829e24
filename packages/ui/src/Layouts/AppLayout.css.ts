import { media, vars } from '@mat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { content as contentColumn } from './Layouts.css';

// On phones and tablets the header, the page and the tab bar fill at least the screen, and the
// footer follows them: the sticky tab bar's own box (`frame`) ends where the footer begins, so
// the bar rides above the footer at the end of a page and never covers its links (their target
// size, WCAG 2.5.8; a focused link hidden under it, 2.4.11). On desktops the frame is no box of its
// own: its parts and the footer take the page's grid, the rail beside the content.
export const page = style({
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr auto',
      gridTemplateAreas: '"header header" "navigation main" "navigation footer"',
      minHeight: '100dvh',
    },
  },
});

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"header" "main" "navigation"',
  minHeight: '100dvh',
  '@media': { [media.desktop]: { display: 'contents' } },
});

// The header is sticky inside its own area, so it stays on top while the page scrolls.
export const header = style({ gridArea: 'header', position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const main = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', minWidth: 0, outline: 'none' });

export const content = contentColumn;

export const footer = style({ gridArea: 'footer' });

// On phones the tab bar sticks to the bottom of the screen until the frame's end, above the footer.
export const navigation = style({
  gridArea: 'navigation',
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  '@media': {
    [media.desktop]: {
      position: 'static',
      borderInlineEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
      background: vars.color.surface.raised,
    },
  },
});

// Without places (a first run: left out, or a navigation that renders nothing), no rail: the
// header and the page take the whole width, and an empty box draws no rail's border.
const withoutPlaces = `${page}[data-navigation="none"], ${page}:has(${navigation}:empty)`;
globalStyle(withoutPlaces, {
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"header" "main" "footer"' },
  },
});
globalStyle(`${navigation}:empty`, { display: 'none' });

/** The custom properties AppLayout keeps at the header's and the tab bar's measured heights. */
export const headerBlockSize = '--mat-app-header-block-size';
export const navigationBlockSize = '--mat-app-navigation-block-size';

// A control focused by keyboard is scrolled clear of the sticky header and, on phones and tablets,
// of the tab bar (WCAG 2.4.11, focus not obscured), with room for its focus ring. The bars' real
// heights, measured: at 200% text in Spanish the header wraps to two rows (243 px on a 320 px
// phone) and the tab bar's labels take two lines, more than any fixed guess. Before the first
// measure (and without ResizeObserver), sizes in rem that grow with the text.
const focusRoom = vars.space.xs;
globalStyle(`html:has(${frame})`, {
  scrollPaddingTop: `calc(var(${headerBlockSize}, calc(5.5rem + env(safe-area-inset-top))) + ${focusRoom})`,
  scrollPaddingBottom: `calc(var(${navigationBlockSize}, calc(6rem + env(safe-area-inset-bottom))) + ${focusRoom})`,
  // On desktops the places are a rail beside the content, not a bar over it.
  '@media': { [media.desktop]: { scrollPaddingBottom: vars.space.lg } },
});
// Without the tab bar (a first run), nothing at the foot to clear.
globalStyle(`html:has(${page}[data-navigation="none"]), html:has(${navigation}:empty)`, {
  scrollPaddingBottom: focusRoom,
});

// When the bars would cover too much of the screen (useHeaderScrolls.ts), the header scrolls away
// with the page: no longer on top, it needs no room in the scroll padding either. Two attribute
// selectors outweigh the rules above, whatever their order in the style sheet.
const headerScrolls = `${page}[data-header="scrolls"]`;
globalStyle(`${headerScrolls} ${header}`, { position: 'static' });
globalStyle(`html:has(${headerScrolls})`, { scrollPaddingTop: focusRoom });
