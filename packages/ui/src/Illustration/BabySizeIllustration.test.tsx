import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BabySizeIllustration, babySizeFamily } from './BabySizeIllustration';

describe('BabySizeIllustration', () => {
  it('draws each week of pregnancy in its size family, smallest to largest', () => {
    const families = [4, 7, 8, 13, 14, 19, 20, 27, 28, 35, 36, 42].map(babySizeFamily);
    expect(families).toEqual([
      'seed',
      'seed',
      'berry',
      'berry',
      'citrus',
      'citrus',
      'long',
      'long',
      'squash',
      'squash',
      'melon',
      'melon',
    ]);
  });

  it('is an image named by its text alternative, for screen readers', () => {
    render(<BabySizeIllustration week={30} label="Del tamaño de una col" />);
    expect(screen.getByRole('img', { name: 'Del tamaño de una col' }).getAttribute('data-size-family')).toBe('squash');
  });
});
