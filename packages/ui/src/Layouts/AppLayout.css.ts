import { media, vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { content as contentColumn } from './Layouts.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto auto',
  gridTemplateAreas: '"header" "main" "footer" "navigation"',
  minHeight: '100dvh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr auto',
      gridTemplateAreas: '"header header" "navigation main" "navigation footer"',
    },
  },
});

// The header is sticky inside its own area, so it stays on top while the page scrolls.
export const header = style({ gridArea: 'header', position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const main = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', minWidth: 0, outline: 'none' });

export const content = contentColumn;

export const footer = style({ gridArea: 'footer' });

// On phones the tab bar sticks to the bottom of the screen above the footer's end.
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
