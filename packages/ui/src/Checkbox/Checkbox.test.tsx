import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label with the pointer and with the space key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Checkbox onChange={onChange}>I agree to the terms of use</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    await user.click(screen.getByText('I agree to the terms of use'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows its error text and is marked invalid', () => {
    renderWithUi(<Checkbox errorMessage="Please complete this field.">I agree</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please complete this field.')).toBeTruthy();
  });
});
