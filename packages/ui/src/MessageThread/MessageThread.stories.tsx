import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageThread, type ThreadMessageData } from './MessageThread';

const messages: ThreadMessageData[] = [
  {
    id: 1,
    mine: true,
    sender: { name: 'Ana Rivera' },
    ts: '2026-11-24T08:15:00Z',
    content: 'Is it normal that she feeds every 90 minutes at night?\nShe is 3 weeks old.',
    attachments: [],
  },
  {
    id: 2,
    mine: false,
    sender: { name: 'Grace Okafor' },
    ts: '2026-11-24T09:02:00Z',
    content:
      'Yes: cluster feeding is common around three weeks, and it often comes in the evening. A guide is attached; write again if she has fewer than six wet diapers a day.',
    attachments: [{ id: 40, name: 'cluster-feeding-guide-from-the-lactation-team.pdf' }],
  },
];

const time = (message: ThreadMessageData): string => (message.id === 1 ? 'Nov 24, 8:15 AM' : 'Nov 24, 9:02 AM');

const meta = {
  title: 'Content/MessageThread',
  component: MessageThread,
  args: {
    heading: 'Messages',
    messages,
    formatTime: time,
    authorOf: (message) => (message.mine ? 'You' : message.sender.name),
    detailOf: (message): string | null => (message.mine ? null : 'Nurse, RN · Matrona Care Team'),
    onOpenAttachment: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread<ThreadMessageData>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question and the care team's answer with a file; the patient's own message sits to the end. */
export const Conversation: Story = {
  args: { earlier: { isLoading: false, onLoad: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open cluster-feeding-guide-from-the-lactation-team.pdf' }),
    );
    await expect(args.onOpenAttachment).toHaveBeenCalledWith(messages[1]!.attachments[0]);
  },
};

/** The first page on its way. */
export const Loading: Story = { args: { messages: [], isLoading: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    heading: 'Mensajes',
    authorOf: (message) => (message.mine ? 'Tú' : message.sender.name),
    detailOf: (message) => (message.mine ? null : 'Enfermera, RN · Equipo de Matrona'),
    formatTime: (message) => (message.id === 1 ? '24 nov, 8:15' : '24 nov, 9:02'),
    messages: [
      { ...messages[0]!, content: '¿Es normal que coma cada 90 minutos por la noche?\nTiene 3 semanas.' },
      {
        ...messages[1]!,
        content: 'Sí: las tomas seguidas son comunes hacia las tres semanas. Le adjunto una guía.',
        attachments: [{ id: 40, name: 'guia-de-lactancia.pdf' }],
      },
    ],
    earlier: { isLoading: false, onLoad: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ver mensajes anteriores' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Abrir guia-de-lactancia.pdf' })).toBeInTheDocument();
  },
};
