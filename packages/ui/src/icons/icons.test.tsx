import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './index';

const named = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<icons.IconProps>,
][];

describe("@mat/ui's icons", () => {
  it('are decorative: hidden from screen readers, out of the tab order, drawn in the text colour at its size', () => {
    expect(named.length).toBeGreaterThan(40);
    for (const [name, Icon] of named) {
      const { container, unmount } = render(<Icon />);
      const svg = container.querySelector('svg');
      expect(svg, name).not.toBeNull();
      expect(svg?.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg?.getAttribute('focusable'), name).toBe('false');
      expect(svg?.getAttribute('stroke'), name).toBe('currentColor');
      expect(svg?.getAttribute('width'), name).toBe('1.25em');
      unmount();
    }
  });

  it('each names a different glyph, so no two meanings share a picture', () => {
    const drawings = new Map<string, string>();
    for (const [name, Icon] of named) {
      const { container, unmount } = render(<Icon />);
      const drawing = container.querySelector('svg')?.innerHTML ?? '';
      expect(drawings.get(drawing), `${name} draws the same as another icon`).toBeUndefined();
      drawings.set(drawing, name);
      unmount();
    }
  });

  it('takes a size and a class from the caller', () => {
    const { container } = render(<icons.TodayIcon width="100%" height="100%" className="tab" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('100%');
    expect(svg?.getAttribute('class')).toContain('tab');
  });
});
