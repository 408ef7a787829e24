import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('keeps typed digits only and tells the country code to screen readers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<PhoneField label="Phone number" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone number (country code +1)' }) as HTMLInputElement;
    expect(input.type).toBe('tel');
    await user.type(input, '555-123-45678');
    expect(input.value).toBe('5551234567');
    expect(onChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('takes a pasted number written with its country code', async () => {
    const user = userEvent.setup();
    renderWithUi(<PhoneField label="Phone number" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.click(input);
    await user.paste('+1 (555) 987-6543');
    expect(input.value).toBe('5559876543');
  });
});
