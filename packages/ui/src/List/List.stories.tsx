import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Fact, Facts } from './Facts';
import { GridList, GridListItem } from './GridList';
import { List, ListItem } from './List';

const meta = { title: 'Display/List and GridList', component: List, args: { children: null } } satisfies Meta<
  typeof List
>;

export default meta;
type Story = StoryObj<typeof meta>;

const team = [
  { id: 'rosa', name: 'Rosa Delgado', role: 'Lactation consultant' },
  { id: 'keisha', name: 'Keisha Brown', role: 'Registered nurse' },
  { id: 'lan', name: 'Nguyễn Thị Lan', role: 'Doula' },
];

/** A list to read: each row's own link is the way in, so the list itself is not a tab stop. */
export const Documents: Story = {
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <Heading level={2} id="documents-title">
        Your documents
      </Heading>
      <List aria-labelledby="documents-title">
        <ListItem
          title="Prenatal visit summary"
          description="Added Nov 14, 2026"
          end={<Badge tone="info">New</Badge>}
        />
        <ListItem
          title="Ultrasound, 20 weeks"
          description="Added Oct 2, 2026"
          end={<Link href="/documents/2">Open</Link>}
        />
        <ListItem
          title="Insurance_card_front_and_back_scanned_at_the_clinic_reception.pdf"
          description="An unbroken file name wraps instead of widening the page"
        />
      </List>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your documents' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Wrapping, not overflowing: the row is no wider than the list.
    const row = within(list).getAllByRole('listitem')[2]!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

function CareTeamList() {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: '28rem' }}>
      <GridList
        aria-label="Your care team"
        items={team}
        onAction={(key) => setOpened(team.find((m) => m.id === key)?.name ?? null)}
      >
        {(member) => (
          <GridListItem
            id={member.id}
            title={member.name}
            description={member.role}
            start={<Avatar name={member.name} size="small" isDecorative />}
          />
        )}
      </GridList>
      <p role="status">{opened && `Opening ${opened}`}</p>
    </div>
  );
}

// The keyboard stories are left out of the screenshots: in the production build of Storybook, where
// the screenshots are taken, simulated key presses race React Aria's focus effects, so where focus
// ends up differs from run to run. The storybook stage runs their play functions.

/** Rows to act on: one tab stop, arrow keys between rows, Enter opens the row. */
export const CareTeam: Story = {
  tags: ['no-visual'],
  render: () => <CareTeamList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Your care team' });
    // The grid hands focus to a row in a React effect, so the checks wait for it.
    await userEvent.tab();
    await waitFor(() => expect(within(grid).getAllByRole('row')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Keisha Brown');
  },
};

function ChoosePrograms() {
  const [selected, setSelected] = useState<Selection>(new Set(['nursing']));
  return (
    <div style={{ maxWidth: '28rem' }}>
      <GridList
        aria-label="Programas que te interesan"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <GridListItem id="nursing" title="Preguntas para una enfermera" />
        <GridListItem
          id="infant_feeding"
          title="Lactancia y alimentación del bebé"
          description="Con asesoras certificadas en lactancia"
        />
        <GridListItem id="mental_health" title="Salud emocional y mental" />
      </GridList>
    </div>
  );
}

/** Rows chosen in Spanish: the tick shows what is selected without colour. */
export const SelectionInSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <ChoosePrograms />,
  play: async ({ canvasElement }) => {
    // The rows are queried afresh: React Aria builds its collection before the rows settle.
    const rows = () => within(canvasElement).getAllByRole('row');
    await waitFor(() => expect(rows()[0]).toHaveAttribute('aria-selected', 'true'));
    await expect(rows()[1]).toHaveAttribute('aria-selected', 'false');
  },
};

/** Several rows chosen with Space: arrow keys move between rows, Space selects one more. */
export const SelectingByKeyboard: Story = {
  tags: ['no-visual'],
  globals: { locale: 'es' },
  render: () => <ChoosePrograms />,
  play: async ({ canvasElement }) => {
    const rows = () => within(canvasElement).getAllByRole('row');
    await userEvent.tab();
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-selected', 'true'));
    await expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows()[2]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Empty: Story = {
  globals: { locale: 'es' },
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <GridList aria-label="Tus mensajes" items={[] as { id: string }[]}>
        {(item) => <GridListItem id={item.id} title={item.id} />}
      </GridList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Todavía no hay nada aquí')).toBeInTheDocument();
  },
};

/** Facts about one thing, label above value: a visit's, as Care shows it. */
export const FactsOfAVisit: Story = {
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <Facts>
        <Fact label="Visit">Prenatal check-in, 30 weeks</Fact>
        <Fact label="When">Tuesday, December 1, 2026, 10:30 AM</Fact>
        <Fact label="With">
          <Link href="/team/lan">Nguyễn Thị Lan, Doula</Link>
        </Fact>
        <Fact label="Where">Matrona Family Clinic, 1200 South Figueroa Street, Suite 400, Los Angeles</Fact>
      </Facts>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A description list: each label a term, each value its definition, in order.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Visit',
      'When',
      'With',
      'Where',
    ]);
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Nguyễn Thị Lan, Doula' })).toBeVisible();
  },
};
