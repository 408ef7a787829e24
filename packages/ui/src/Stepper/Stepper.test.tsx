import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('says which step of how many, in the person’s language', () => {
    renderWithUi(<Stepper number={2} count={5} />);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
  });

  it('says it in Spanish', () => {
    renderWithUi(<Stepper number={1} count={3} />, { locale: 'es' });
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
  });

  it('fails loudly in development for a step out of range', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithUi(<Stepper number={6} count={5} />)).toThrow(/out of range/);
    quiet.mockRestore();
  });
});
