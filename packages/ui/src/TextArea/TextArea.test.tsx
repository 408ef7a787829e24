import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters against the limit as the person types', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextArea label="Gift message" maxLength={500} />);
    await user.type(screen.getByRole('textbox', { name: 'Gift message' }), 'Hello');
    expect(screen.getByText('5 of 500 characters')).toBeTruthy();
  });

  it('keeps pasted text past the limit and says how much is over', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextArea label="Gift message" maxLength={5} />);
    const box = screen.getByRole('textbox');
    await user.click(box);
    await user.paste('Congratulations');
    expect((box as HTMLTextAreaElement).value).toBe('Congratulations');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('10 characters too many')).toBeTruthy();
  });

  it('counts in Spanish', () => {
    renderWithUi(<TextArea label="Mensaje" maxLength={500} defaultValue="Hola" />, { locale: 'es' });
    expect(screen.getByText('4 de 500 caracteres')).toBeTruthy();
  });
});
