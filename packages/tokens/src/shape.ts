// The shape of a theme: every semantic token a component may read. Both themes fill it in and
// the vanilla-extract contract (vars.css.ts) is built from it, so a missing token fails the
// typecheck rather than rendering an empty custom property.

/** A colour pair for something shown on its own tinted background. */
export type ToneColors = {
  /** Text and icons on `surface` or on the page. */
  text: string;
  /** A tinted background (alerts, banners, badges). */
  surface: string;
  /** Border of a toned element, and invalid-field outlines: at least 3:1 on the page. */
  border: string;
  /** A solid fill that carries `text.onBrand`-style white text (counts, strong badges). */
  solid: string;
};

/** Text on its own background: bands and categories shown as chips. */
export type SwatchColors = {
  text: string;
  surface: string;
};

export const bloodPressureCategories = ['low', 'normal', 'elevated', 'stage1', 'stage2', 'severe'] as const;
export type BloodPressureCategoryToken = (typeof bloodPressureCategories)[number];

export const screeningBands = ['minimal', 'mild', 'moderate', 'moderatelySevere', 'severe'] as const;
export type ScreeningBandToken = (typeof screeningBands)[number];

export const tones = ['danger', 'warning', 'success', 'info'] as const;
export type Tone = (typeof tones)[number];

export type ThemeTokens = {
  color: {
    text: {
      default: string;
      muted: string;
      link: string;
      linkHover: string;
      onBrand: string;
      inverse: string;
    };
    surface: {
      page: string;
      raised: string;
      sunken: string;
      brandSubtle: string;
      /** A warm highlight for the card that leads a screen (Today's week). */
      accent: string;
      inverse: string;
      overlay: string;
    };
    border: {
      /** Decorative dividers: not relied on to find a control. */
      subtle: string;
      /** Control outlines (inputs, checkboxes): at least 3:1 on the page. */
      control: string;
    };
    brand: { default: string; hover: string; pressed: string };
    /** `ringInverse` is for controls on `surface.inverse` (toasts). */
    focus: { ring: string; ringInverse: string };
    danger: ToneColors;
    warning: ToneColors;
    success: ToneColors;
    info: ToneColors;
    /**
     * Illustrations draw with these only, so the high-contrast theme turns them into black line
     * drawings. `ink` carries the shapes (at least 3:1 on the page); the rest is decoration.
     */
    illustration: { ink: string; fill: string; accent: string; soft: string };
    bloodPressure: Record<BloodPressureCategoryToken, SwatchColors>;
    screening: Record<ScreeningBandToken, SwatchColors>;
  };
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
    lineHeight: { tight: string; normal: string };
    weight: { regular: string; medium: string; bold: string; heading: string };
    letterSpacing: { heading: string };
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  size: {
    /** The smallest a pointer target may be (WCAG 2.5.8 asks 24px; 44px suits tired thumbs). */
    control: string;
    icon: string;
    contentMax: string;
    formMax: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  borderWidth: { default: string; strong: string; focus: string };
  elevation: { raised: string; overlay: string };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  zIndex: { header: string; overlay: string; toast: string };
};
