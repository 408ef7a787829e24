import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { CodeField } from './CodeField';

describe('CodeField', () => {
  it('is one numeric field ready for one-time-code autofill', () => {
    renderWithUi(<CodeField label="Verification code" />);
    const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.inputMode).toBe('numeric');
  });

  it('fills every box from a paste and reports the complete code once', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = renderWithUi(<CodeField label="Verification code" onComplete={onComplete} />);
    await user.click(screen.getByRole('textbox'));
    await user.paste('123 456');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('123456');
    const boxes = [...container.querySelectorAll('[aria-hidden="true"]')].map((b) => b.textContent).filter(Boolean);
    expect(boxes).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('advances as digits are typed, ignores letters and stops at six', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<CodeField label="Verification code" onChange={onChange} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '12a34567');
    expect(input.value).toBe('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });
});
