import type { ComponentType, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;

/** A glyph of the icon set (Lucide: 24 x 24, a 2-unit stroke in currentColor). */
type Glyph = ComponentType<IconProps & { size?: number | string }>;

// Icons are decorative: the control or text beside them carries the meaning, so they are
// hidden from assistive technology. Each glyph comes from its own module of the set, so an app
// ships only the icons it draws, and sized in em so it follows the text beside it. The bundler is
// told that making an icon has no side effect, so an icon nobody draws is left out of the build.
/* @__NO_SIDE_EFFECTS__ */
export function fromIconSet(name: string, Glyph: Glyph) {
  function Icon(props: IconProps) {
    return <Glyph width="1.25em" height="1.25em" aria-hidden="true" focusable="false" {...props} />;
  }
  Icon.displayName = name;
  return Icon;
}
