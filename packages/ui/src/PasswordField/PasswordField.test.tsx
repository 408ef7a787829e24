import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until asked, then shows it, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithUi(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'sunrise-2026');
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('sunrise-2026');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('names the toggle in Spanish', () => {
    renderWithUi(<PasswordField label="Contraseña" />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
  });

  it('shows its error beside the field and marks it invalid', () => {
    renderWithUi(<PasswordField label="Password" errorMessage="The password is wrong" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('The password is wrong');
  });
});
