// Where the layout changes, in CSS pixels. Custom properties cannot be used inside media
// queries, so these are plain values. Phone below `tablet`, tablet from it, desktop from `desktop`.
export const breakpoints = { tablet: 600, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;
