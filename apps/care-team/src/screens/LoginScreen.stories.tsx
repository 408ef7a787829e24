import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { LoginScreen } from './LoginScreen';
import { staffApi } from '../testing/staffAnswers';

// Screens of the console are looked at here and in the e2e journey, not in the visual stage.
const meta = {
  title: 'Care team console/Sign-in',
  component: LoginScreen,
  decorators: [withConsole],
  tags: ['no-visual'],
  args: { onSignedIn: fn() },
  parameters: { messages: consoleMessages },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Spanish: Story = { globals: { locale: 'es' } };

/** At 200% text on a 320 px screen (WCAG 1.4.4 and 1.4.10), nothing of the sign-in sticks out sideways. */
export const DoubleTextNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px' }} data-testid="frame-320">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '200%';
    try {
      const frame = within(canvasElement).getByTestId('frame-320');
      await expect(within(frame).getByRole('textbox', { name: /e-mail/i })).toBeVisible();
      await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
    } finally {
      root.style.fontSize = before;
    }
  },
};

export const WrongPassword: Story = {
  parameters: {
    staffApi: staffApi({
      'POST /auth/login': { status: 422, body: { code: 'errors.credentialsMismatch', message: 'mismatch' } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /e-mail|correo/i }), 'nurse@example.org');
    await userEvent.type(canvas.getByLabelText(/^(password|contraseña)$/i, { selector: 'input' }), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: /^(sign in|iniciar sesión)$/i }));
    await expect(await canvas.findByText(/do not match our records/)).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
