import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { MessageThread, type ThreadMessageData } from './MessageThread';

const question: ThreadMessageData = {
  id: 1,
  mine: true,
  sender: { name: 'Ana Rivera', avatar: null },
  ts: '2026-11-24T08:15:00Z',
  content: 'Is it normal that she feeds every 90 minutes at night?\nShe is 3 weeks old.',
  attachments: [],
};
const answer: ThreadMessageData = {
  id: 2,
  mine: false,
  sender: { name: 'Grace Okafor', avatar: null },
  ts: '2026-11-24T09:00:00Z',
  content: 'Yes, cluster feeding is common at this age.',
  attachments: [{ id: 40, name: 'feeding-guide.pdf' }],
};

const thread = (props: Partial<Parameters<typeof MessageThread<ThreadMessageData>>[0]> = {}) =>
  renderWithUi(
    <MessageThread
      heading="Messages"
      messages={[question, answer]}
      formatTime={(message) => message.ts.slice(11, 16)}
      onOpenAttachment={() => {}}
      {...props}
    />,
  );

describe('MessageThread', () => {
  it('shows each message oldest first with its sender, words and time, under its heading', () => {
    thread({ authorOf: (message) => (message.mine ? 'You' : message.sender.name), detailOf: () => 'Nurse, RN' });
    const section = screen.getByRole('region', { name: 'Messages' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(You|Grace Okafor)$/).textContent)).toEqual([
      'You',
      'Grace Okafor',
    ]);
    expect(items[0]!.textContent).toContain('She is 3 weeks old.');
    expect(within(items[0]!).getByText('Sent 08:15').closest('time')?.getAttribute('dateTime')).toBe(question.ts);
    expect(within(items[1]!).getByText('Nurse, RN')).toBeTruthy();
  });

  it("opens a message's file by its name", async () => {
    const open = vi.fn();
    thread({ onOpenAttachment: open });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open feeding-guide.pdf' }));
    expect(open).toHaveBeenCalledWith({ id: 40, name: 'feeding-guide.pdf' });
  });

  it('offers earlier messages only while there are more, and loads them on request', async () => {
    const onLoad = vi.fn();
    const { unmount } = thread();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    unmount();
    thread({ earlier: { isLoading: false, onLoad } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('is a log, read out as replies arrive, only where replies come live', () => {
    const { unmount } = thread();
    expect(screen.queryByRole('log')).toBeNull();
    unmount();
    thread({ isLive: true });
    expect(screen.getByRole('log', { name: 'Messages' })).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderWithUi(
      <MessageThread
        heading="Mensajes"
        messages={[answer]}
        formatTime={() => '24 nov'}
        onOpenAttachment={() => {}}
        earlier={{ isLoading: false, onLoad: () => {} }}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Ver mensajes anteriores' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir feeding-guide.pdf' })).toBeTruthy();
    expect(screen.getByText('Enviado el 24 nov')).toBeTruthy();
  });
});
