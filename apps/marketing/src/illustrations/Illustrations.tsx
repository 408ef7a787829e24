// The site's drawings, as inline SVG in the prerendered page (no request, no script). Unlike the
// app's decorative ones, each is an image with a name: a text alternative in the page's language.
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Program } from '../programs';
import * as s from './illustrations.css';
import { illustrationMessages as m } from './illustrations.messages';

function Drawing({ name, hero, children }: { name: MessageDescriptor; hero?: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <svg
      viewBox="0 0 160 120"
      className={[s.drawing, hero ? s.hero : ''].filter(Boolean).join(' ')}
      role="img"
      aria-label={intl.formatMessage(name)}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Welcome's hero: a mother with her newborn, a nurse answering on the phone beside her. */
export function HeroIllustration() {
  return (
    <Drawing name={m.hero} hero>
      <circle className={s.soft} cx="80" cy="62" r="56" />
      <circle className={s.fill} cx="62" cy="34" r="13" />
      <path className={s.fill} d="M36 108c0-26 10-46 26-46s26 20 26 46z" />
      <path className={s.accent} d="M44 80c8 10 26 12 38 4-2-10-12-14-22-12-6 1-12 4-16 8z" />
      <circle className={s.accent} cx="76" cy="76" r="7" />
      <rect className={s.fill} x="104" y="30" width="34" height="58" rx="6" />
      <circle className={s.accent} cx="121" cy="50" r="8" />
      <path className={s.ink} d="M112 66h18M112 74h12M118 82h6" />
      <path className={s.ink} d="M58 34h.01M66 34h.01M60 39c1.5 1 2.5 1 4 0" />
    </Drawing>
  );
}

const programDrawings: Record<Program['id'], () => ReactNode> = {
  nursing: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <path className={s.accent} d="M80 92 56 68a14 14 0 0 1 24-16 14 14 0 0 1 24 16z" />
      <path className={s.ink} d="M40 26v22a20 20 0 0 0 40 0M120 26v22a20 20 0 0 1-40 0" />
      <circle className={s.fill} cx="124" cy="96" r="9" />
      <path className={s.ink} d="M80 68v10c0 12 10 18 22 18h13" />
    </>
  ),
  infant_feeding: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <rect className={s.fill} x="58" y="40" width="32" height="64" rx="10" />
      <path className={s.accent} d="M64 28h20l-4 12H68z" />
      <path className={s.ink} d="M58 62h12M58 76h12M58 90h12" />
      <path className={s.accent} d="M114 56c8 10 12 18 12 24a12 12 0 0 1-24 0c0-6 4-14 12-24z" />
    </>
  ),
  doula_care: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <path className={s.accent} d="M80 76 64 60a10 10 0 0 1 16-12 10 10 0 0 1 16 12z" />
      <path className={s.fill} d="M30 82c10 0 22 4 32 12h36c10-8 22-12 32-12v18H30z" />
      <path className={s.ink} d="M62 94c-4-6-4-12 2-14M98 94c4-6 4-12-2-14" />
    </>
  ),
  mental_health: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <path className={s.accent} d="M54 40a26 26 0 0 1 52 0z" />
      <path className={s.ink} d="M80 8v6M48 20l4 4M112 20l-4 4" />
      <path
        className={s.fill}
        d="M30 54h52a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8H48l-12 10V88h-6a8 8 0 0 1-8-8V62a8 8 0 0 1 8-8z"
      />
      <path
        className={s.fill}
        d="M96 66h34a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8h-2v8l-10-8H96a8 8 0 0 1-8-8V74a8 8 0 0 1 8-8z"
      />
      <path className={s.ink} d="M38 66h36M38 76h24" />
    </>
  ),
  nutrition: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <path className={s.accent} d="M92 52c0-16 12-26 28-26 0 16-12 26-28 26z" />
      <path className={s.ink} d="M92 52c6-8 14-14 22-18" />
      <circle className={s.accent} cx="66" cy="58" r="8" />
      <circle className={s.accent} cx="82" cy="60" r="6" />
      <path className={s.fill} d="M32 64h96c0 24-20 40-48 40S32 88 32 64z" />
    </>
  ),
  care_coordination: () => (
    <>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <rect className={s.fill} x="40" y="44" width="56" height="62" rx="6" />
      <path className={s.ink} d="M50 60l4 4 8-8M68 60h18M50 78l4 4 8-8M68 78h18M50 94h36" />
      <path className={s.accent} d="M118 76c-12-14-18-24-18-32a18 18 0 0 1 36 0c0 8-6 18-18 32z" />
      <circle className={s.fill} cx="118" cy="44" r="6" />
    </>
  ),
};

/** A program's drawing, named in the page's language. */
export function ProgramIllustration({ program }: { program: Pick<Program, 'id'> }) {
  return <Drawing name={m[program.id]}>{programDrawings[program.id]()}</Drawing>;
}

/** The health plans page: a shield with a heart. */
export function HealthPlanIllustration() {
  return (
    <Drawing name={m.healthPlans}>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <path className={s.fill} d="M80 12l40 14v30c0 28-18 46-40 54-22-8-40-26-40-54V26z" />
      <path className={s.accent} d="M80 82 64 66a10 10 0 0 1 16-12 10 10 0 0 1 16 12z" />
    </Drawing>
  );
}

/** The gift page: a wrapped box with its bow. */
export function GiftIllustration() {
  return (
    <Drawing name={m.gift}>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <rect className={s.fill} x="40" y="54" width="80" height="52" rx="4" />
      <rect className={s.accent} x="34" y="42" width="92" height="16" rx="4" />
      <path className={s.ink} d="M80 42v64" />
      <path className={s.accent} d="M80 42c-10-16-30-16-28-4 2 8 18 6 28 4zM80 42c10-16 30-16 28-4-2 8-18 6-28 4z" />
    </Drawing>
  );
}
