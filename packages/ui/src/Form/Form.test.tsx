import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { renderWithUi } from '../test/render';
import { Form } from './Form';

function RegisterForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        // What a server answers for a taken e-mail and a bad zip code.
        setErrors({ email: 'Invalid email', zip: 'Please complete this field.' });
      }}
    >
      <TextField name="email" label="Email" type="email" />
      <TextField name="zip" label="Zip code" />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

describe('Form', () => {
  it('shows the server’s errors beside their fields and a summary linking to them', async () => {
    const user = userEvent.setup();
    renderWithUi(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Invalid email').length).toBeGreaterThan(0);

    const summary = await screen.findByRole('group', { name: '2 things to fix' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Email: Invalid email', 'Zip code: Please complete this field.']);

    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Zip code'));
  });

  it('clears a field’s server error once the user has edited it and moved on', async () => {
    const user = userEvent.setup();
    renderWithUi(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const zip = screen.getByLabelText('Zip code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    await user.type(zip, '90210');
    await user.tab();
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an error about the whole form at the top, announced', () => {
    renderWithUi(
      <Form error="E-mail and/or password do not match our records.">
        <TextField name="email" label="Email" />
      </Form>,
    );
    expect(screen.getByRole('alert').textContent).toContain('E-mail and/or password do not match our records.');
  });

  it('says it in Spanish', async () => {
    const user = userEvent.setup();
    renderWithUi(<RegisterForm />, { locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('group', { name: '2 datos por revisar' })).toBeTruthy();
  });
});
