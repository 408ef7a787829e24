import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { PhoneField } from '../PhoneField';
import { TextField } from '../TextField';
import { Form } from './Form';

interface RegisterProps {
  /** What the server answers on submit, by field name. */
  serverErrors: Record<string, string>;
  formError?: string;
}

// The story's own labels, in the toolbar's language like the component's texts.
const labels = {
  en: {
    firstName: 'First name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    terms: 'I agree to the terms of use and the privacy policy',
    submit: 'Create account',
  },
  es: {
    firstName: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    password: 'Contraseña',
    terms: 'Acepto los términos de uso y la política de privacidad',
    submit: 'Crear cuenta',
  },
};

function Register({ serverErrors, formError }: RegisterProps) {
  const l = labels[useIntl().locale.startsWith('es') ? 'es' : 'en'];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  return (
    <div style={{ maxWidth: '28rem' }}>
      <Form
        validationErrors={errors}
        error={error}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors(serverErrors);
          setError(formError);
        }}
      >
        <TextField name="firstName" label={l.firstName} isRequired autoComplete="given-name" />
        <TextField name="email" label={l.email} type="email" isRequired autoComplete="email" />
        <PhoneField name="phone" label={l.phone} />
        <PasswordField name="password" label={l.password} isRequired />
        <Checkbox name="terms" isRequired>
          {l.terms}
        </Checkbox>
        <Button type="submit">{l.submit}</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Inputs/Form',
  component: Register,
  args: { serverErrors: { email: 'Invalid email', phone: 'Failed to verify this phone number' } },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

async function fillValid(canvas: ReturnType<typeof within>, l = labels.en) {
  await userEvent.type(canvas.getByRole('textbox', { name: l.firstName }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: l.email }), 'ana@example.com');
  await userEvent.type(canvas.getByLabelText(l.password), 'sunrise-2026');
  await userEvent.click(canvas.getByRole('checkbox'));
}

export const ServerErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = await canvas.findByRole('group', { name: '2 things to fix' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email');
    await userEvent.click(canvas.getByRole('link', { name: /Phone number.*Failed to verify this phone number/ }));
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
  },
};

export const MissingRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('group', { name: /things to fix/ })).toBeInTheDocument();
  },
};

export const FormError: Story = {
  args: { serverErrors: {}, formError: 'Failed to create an account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create an account');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { serverErrors: { email: 'Correo electrónico no válido' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, labels.es);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(await canvas.findByRole('group', { name: '1 dato por revisar' })).toBeInTheDocument();
  },
};
