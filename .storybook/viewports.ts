import { breakpoints } from '@mat/tokens';

// The two sizes every story is looked at: a common phone and a laptop.
export const viewports = {
  // The narrowest phone the app holds at; stories at 200% text are tested on it.
  narrow: { name: 'Narrow phone', styles: { width: '320px', height: '720px' }, type: 'mobile' },
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: `${breakpoints.tablet + 168}px`, height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const screenshotViewports = {
  // Stories at 200% text set this viewport themselves (globals: { viewport: { value: 'narrow' } }).
  narrow: { width: 320, height: 720 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
