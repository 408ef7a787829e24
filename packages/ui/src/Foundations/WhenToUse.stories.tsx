import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { List, ListItem } from '../List';
import { Text } from '../Text';

// The choices designers and engineers meet most, each with the reason to pick one part over its
// neighbour. A feature that needs something not covered here asks before styling its own.
const choices: { topic: string; options: { part: string; when: string }[] }[] = [
  {
    topic: 'Telling the patient something',
    options: [
      {
        part: 'Toast',
        when: 'A done thing that needs nothing more ("Reading saved"). Gone after 5 seconds; never the only place an error is said.',
      },
      {
        part: 'Alert',
        when: 'Next to what it is about: a form error summary, a reading outside the safe range with what to do.',
      },
      {
        part: 'Banner',
        when: 'About the whole app for a while (capacity notices, an outage), at the top of every page.',
      },
      { part: 'Dialog', when: 'A short task that must be finished or cancelled before going on.' },
      {
        part: 'AlertDialog',
        when: 'Before something that cannot be undone: removing a pregnancy, discarding changes.',
      },
    ],
  },
  {
    topic: 'Showing several things',
    options: [
      { part: 'List', when: "Rows to read, each with its own link or button if any (documents, the day's readings)." },
      {
        part: 'GridList',
        when: 'Rows that are themselves what the patient opens or selects (a care team, programmes to choose).',
      },
      {
        part: 'Table',
        when: 'Values compared across columns (blood pressure readings); scrolls on its own on a phone.',
      },
      { part: 'Card', when: 'One rich thing with its own actions (a session to reserve, a member of the team).' },
      {
        part: 'LoadMore',
        when: 'Long lists: pages are added below with "Showing {shown} of {total}", never numbered pages.',
      },
    ],
  },
  {
    topic: 'Acting',
    options: [
      { part: 'Button', when: 'Does something here (save, start the counter). One primary button per screen.' },
      { part: 'LinkButton', when: 'Goes somewhere but must look like the main action ("Add a reading").' },
      { part: 'Link', when: 'Goes somewhere, in or beside text. Standalone links get a full touch target.' },
      { part: 'IconButton', when: 'A well-known action in tight space (close, show password); always with a label.' },
    ],
  },
  {
    topic: 'Choosing',
    options: [
      { part: 'RadioGroup', when: 'One of up to five options that should all be seen at once.' },
      { part: 'Select', when: 'One of a fixed list too long to show (conception method, birth place).' },
      { part: 'ComboBox', when: 'One of a long list the patient types into (insurer, state, city).' },
      {
        part: 'Checkbox / CheckboxGroup',
        when: 'Yes or no that takes effect when the form is sent; several of a few.',
      },
      { part: 'Switch', when: 'On or off that takes effect at once (a reminder, biometric sign-in).' },
      {
        part: 'DatePicker / DateField',
        when: 'A day with a calendar to look at (due date) / a day typed from memory (birth date).',
      },
    ],
  },
  {
    topic: 'Waiting',
    options: [
      { part: 'Skeleton', when: "A screen's content is loading and its shape is known." },
      { part: 'Spinner', when: 'A small part is busy; buttons show their own with isPending.' },
      { part: 'ProgressBar', when: 'How far along a known amount (an upload, a questionnaire).' },
    ],
  },
];

function WhenToUse() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '44rem' }}>
      <Heading level={1}>When to use what</Heading>
      <Text tone="muted">The parts of @mat/ui that are easy to confuse, and how to choose between them.</Text>
      {choices.map(({ topic, options }, index) => (
        <section key={topic} aria-labelledby={`choice-${index}`} style={{ display: 'grid', gap: '0.5rem' }}>
          <Heading level={2} id={`choice-${index}`}>
            {topic}
          </Heading>
          <List aria-labelledby={`choice-${index}`}>
            {options.map(({ part, when }) => (
              <ListItem key={part} title={part} description={when} />
            ))}
          </List>
        </section>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/When to use what', component: WhenToUse, tags: ['responsive'] } satisfies Meta<
  typeof WhenToUse
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(choices.length);
    await expect(canvas.getByRole('list', { name: 'Showing several things' })).toBeInTheDocument();
  },
};
