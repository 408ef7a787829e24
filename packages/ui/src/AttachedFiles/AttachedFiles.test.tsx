import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { AttachedFiles } from './AttachedFiles';

function Picked({ initial }: { initial: { name: string }[] }) {
  const [files, setFiles] = useState(initial);
  return <AttachedFiles files={files} onChange={setFiles} />;
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('span')?.textContent);

describe('AttachedFiles', () => {
  it('lists each file by name under one named list', () => {
    renderWithUi(<Picked initial={[{ name: 'latch.png' }, { name: 'scan.pdf' }]} />);
    expect(screen.getByRole('list', { name: 'Attached files' })).toBeTruthy();
    expect(names()).toEqual(['latch.png', 'scan.pdf']);
  });

  it('removes the file whose button is pressed, even beside another of the same name', async () => {
    const user = userEvent.setup();
    renderWithUi(<Picked initial={[{ name: 'photo.jpg' }, { name: 'scan.pdf' }, { name: 'photo.jpg' }]} />);
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    expect(names()).toEqual(['photo.jpg', 'photo.jpg']);
    await user.click(screen.getAllByRole('button', { name: 'Remove photo.jpg' })[0]!);
    expect(names()).toEqual(['photo.jpg']);
  });

  it('shows nothing once the last file is removed', async () => {
    const user = userEvent.setup();
    renderWithUi(<Picked initial={[{ name: 'scan.pdf' }]} />);
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderWithUi(<Picked initial={[{ name: 'ecografía.pdf' }]} />, { locale: 'es' });
    expect(screen.getByRole('list', { name: 'Archivos adjuntos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar ecografía.pdf' })).toBeTruthy();
  });
});
