import type { ThemeTokens } from '../shape';

// What the two themes share: type, space and motion do not change with contrast.
export const commonTokens = {
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Fraunces, a soft variable serif, self-hosted (see theme.css.ts); Georgia while it loads.
      heading: '"Fraunces Variable", Georgia, "Times New Roman", serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    // rem, so the user's browser text size is honoured. Above md, a major-third scale (x1.25)
    // gives headings their steps.
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5625rem',
      xxl: '1.953rem',
      xxxl: '2.441rem',
    },
    lineHeight: { tight: '1.25', normal: '1.5' },
    weight: { regular: '400', medium: '500', bold: '700', heading: '600' },
    letterSpacing: { heading: '-0.01em' },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  size: { control: '2.75rem', icon: '1.25rem', contentMax: '72rem', formMax: '28rem' },
  // Soft corners: controls md, cards lg, pills for buttons and chips.
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  zIndex: { header: '10', overlay: '100', toast: '200' },
} satisfies Omit<ThemeTokens, 'color' | 'borderWidth' | 'elevation'>;
