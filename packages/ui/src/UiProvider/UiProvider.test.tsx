import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../Link';
import { renderWithUi } from '../test/render';

describe('UiProvider', () => {
  it('applies the chosen theme class', () => {
    const { container } = renderWithUi(<p>Hello</p>, { provider: { theme: 'highContrast' } });
    expect(container.querySelector('.mat-theme-high-contrast')).not.toBeNull();
  });

  it('defaults to the light theme', () => {
    const { container } = renderWithUi(<p>Hello</p>);
    expect(container.querySelector('.mat-theme-light')).not.toBeNull();
  });

  it('hands link clicks to the app’s router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithUi(<Link href="/auth/register">Create an account</Link>, {
      provider: { navigate, useHref: (href) => `/app${href}` },
    });
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link.getAttribute('href')).toBe('/app/auth/register');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/auth/register', undefined);
  });
});
