import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { GridList, GridListItem } from './GridList';
import { List, ListItem } from './List';

const team = [
  { id: 'rosa', name: 'Rosa Delgado', role: 'Lactation consultant' },
  { id: 'keisha', name: 'Keisha Brown', role: 'Registered nurse' },
];

describe('List', () => {
  it('is a named list whose rows hold their title and description', () => {
    renderWithUi(
      <List aria-label="Your documents">
        <ListItem title="Ultrasound report" description="Added 2 Nov" end={<a href="/documents/4">Open</a>} />
      </List>,
    );
    const row = screen.getByRole('listitem');
    expect(screen.getByRole('list', { name: 'Your documents' }).contains(row)).toBe(true);
    expect(row.textContent).toBe('Ultrasound reportAdded 2 NovOpen');
  });
});

describe('GridList', () => {
  it('opens the row clicked, by its key', async () => {
    const onAction = vi.fn();
    renderWithUi(
      <GridList aria-label="Your care team" items={team} onAction={onAction}>
        {(member) => <GridListItem id={member.id} title={member.name} description={member.role} />}
      </GridList>,
    );
    await userEvent.setup().click(screen.getByRole('row', { name: 'Keisha Brown' }));
    expect(onAction).toHaveBeenCalledWith('keisha');
  });

  it('does not act on or select a disabled row', async () => {
    const onSelectionChange = vi.fn();
    renderWithUi(
      <GridList
        aria-label="Programs"
        selectionMode="multiple"
        disabledKeys={['rosa']}
        onSelectionChange={onSelectionChange}
      >
        {team.map((member) => (
          <GridListItem key={member.id} id={member.id} title={member.name} />
        ))}
      </GridList>,
    );
    const disabled = screen.getByRole('row', { name: 'Rosa Delgado' });
    await userEvent.setup().click(disabled);
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
  });

  it('names a row whose title is not plain text by its textValue', () => {
    renderWithUi(
      <GridList aria-label="Messages">
        <GridListItem id="m1" title={<strong>Rosa Delgado</strong>} textValue="Message from Rosa Delgado" />
      </GridList>,
    );
    expect(screen.getByRole('row', { name: 'Message from Rosa Delgado' })).toBeTruthy();
  });

  it('says why it is empty, in Spanish by default, or in the words given', () => {
    const empty = [] as { id: string }[];
    const { unmount } = renderWithUi(
      <GridList aria-label="Tus mensajes" items={empty}>
        {(item) => <GridListItem id={item.id} title={item.id} />}
      </GridList>,
      { locale: 'es' },
    );
    expect(screen.getByText('Todavía no hay nada aquí')).toBeTruthy();
    unmount();
    renderWithUi(
      <GridList aria-label="Your messages" items={empty} emptyText="No messages from your care team yet">
        {(item) => <GridListItem id={item.id} title={item.id} />}
      </GridList>,
    );
    expect(screen.getByText('No messages from your care team yet')).toBeTruthy();
  });
});
