import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { useToast } from './useToast';

function Notify({ message }: { message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, { tone: 'danger' })}>
      Notify
    </button>
  );
}

describe('useToast', () => {
  it('puts the notice in the provider’s labelled region with a close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<Notify message="Failed to send message." />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    // The region comes in a chunk of its own: the notice waits for it and appears with it. The
    // chunk's first import is transformed then: past 1 s (findBy's default) on busy cores.
    const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 });
    expect(region).toHaveProperty('textContent', expect.stringContaining('Failed to send message.'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed to send message.')).toBeNull();
  });

  it('shows a notice given as the page mounts, before the region is there', async () => {
    // The region mounts with the first notice (UiProvider); a child's effect runs before the
    // provider's own, so this notice is queued before the provider listens to the queue.
    function NotifyOnMount() {
      const toast = useToast();
      useEffect(() => toast.show('Your reading was saved.', { tone: 'success' }), [toast]);
      return null;
    }
    renderWithUi(<NotifyOnMount />);
    const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 });
    expect(region).toHaveProperty('textContent', expect.stringContaining('Your reading was saved.'));
  });

  it('speaks Spanish with the Spanish messages', async () => {
    const user = userEvent.setup();
    renderWithUi(<Notify message="No se pudo enviar." />, { locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('region', { name: 'Notificaciones' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('fails loudly outside a UiProvider', () => {
    function Bare() {
      useToast();
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Bare />)).toThrow(/UiProvider/);
    quiet.mockRestore();
  });
});
