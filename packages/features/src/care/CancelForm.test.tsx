import { ApiError } from '@mat/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { CancelForm } from './CancelForm';

const labels = { reason: 'Why?', confirm: 'Cancel it', keep: 'Keep it', cancelled: 'It is cancelled' };

function renderForm(cancel: (reason: string) => Promise<unknown>, locale: 'en' | 'es' = 'en') {
  const done = vi.fn();
  const refusal = (error: unknown) => (error instanceof ApiError && error.status === 409 ? error.code : null);
  renderWithMat(
    <CancelForm
      title="Cancel?"
      labels={labels}
      keepHref="/booking"
      failed="errors.cancelSeatFailed"
      cancel={cancel}
      isPending={false}
      refusal={refusal}
      onDone={done}
    >
      <p>The credit comes back.</p>
    </CancelForm>,
    { fetch: fakeApi({}).fetch, token: 'session', locale },
  );
  return { done };
}

describe('CancelForm', () => {
  it('asks for a reason, sends it trimmed, tells it is done and moves on', async () => {
    const cancel = vi.fn(() => Promise.resolve({}));
    const { done } = renderForm(cancel);
    expect(screen.getByRole('heading', { level: 2, name: 'Cancel?' })).toBeTruthy();
    expect(screen.getByText('The credit comes back.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep it' }).getAttribute('href')).toBe('/booking');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(cancel).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Why?' }), '  Feeling better ');
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(cancel).toHaveBeenCalledWith('Feeling better');
    expect(await screen.findByText('It is cancelled')).toBeTruthy();
  });

  it('shows a refusal as what failed, then why, in the spec’s words, and stays', async () => {
    const cancel = vi.fn(() =>
      Promise.reject(
        new ApiError(new Response(null, { status: 409 }), { code: 'errors.sessionEnded', message: 'ended' }),
      ),
    );
    const { done } = renderForm(cancel, 'es');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Why?' }), 'Viaje');
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lo sentimos, esta sesión ya terminó')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });
});
