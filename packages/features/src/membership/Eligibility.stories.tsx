import { serializeEligibilityCheck } from '@mat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { EligibilityWizard } from './EligibilityWizard';

const asked = {
  first_name: 'Ana',
  last_name: 'Lopez',
  birthday: '1995-02-11',
  zip: '94110',
  insurance_provider: 'Bay Area Health Plan',
  member_id: 'BAHP123456',
  group_number: 'GRP-20931',
  stage: 'expecting' as const,
  due_date: '2027-03-01',
};
const covered = {
  result: 'covered' as const,
  coverage_months: 12,
  provider_name: null,
  postpartum_only: false,
  group_number: 'GRP-20931',
  checked_at: '2026-11-27T10:00:00Z',
  expires_at: '2026-11-27T11:00:00Z',
};

/** Keeps a check answered a minute before the story's clock, as the wizard leaves it, and forgets it after the story. */
const kept =
  (result: typeof covered) =>
  ({ parameters }: { parameters: { now?: string } }) => {
    localStorage.setItem(
      'check-eligibility',
      serializeEligibilityCheck({ check: asked, result }, Date.parse(parameters.now!) - 60_000),
    );
    return () => localStorage.removeItem('check-eligibility');
  };
const forgotten = () => localStorage.removeItem('check-eligibility');

const meta = {
  title: 'Features/Eligibility wizard',
  decorators: [withMat],
  parameters: { signedIn: false, padded: false, api: storyApi({ 'POST /check-eligibility': { body: covered } }) },
  render: () => (
    <EligibilityWizard
      registerHref="/auth/register"
      loginHref="/auth/login"
      joinGoldHref="/gold/subscribe"
      onJoined={() => undefined}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Tagged no-visual not for time (the clock stands still and the kept check is dated from it): these
// steps have no baselines yet. Their play functions and axe run in the storybook stage.
export const FirstStep: Story = {
  tags: ['no-visual'],
  beforeEach: forgotten,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  },
};

export const FirstStepSpanish: Story = {
  tags: ['no-visual'],
  beforeEach: forgotten,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Sobre ti' })).toBeVisible();
  },
};

export const CoveredVisitor: Story = {
  tags: ['no-visual'],
  beforeEach: kept(covered),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your eligibility wrap-up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your account to join' })).toBeVisible();
  },
};

export const CoveredPatient: Story = {
  tags: ['no-visual'],
  beforeEach: kept(covered),
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Join with my health plan' })).toBeVisible();
  },
};

export const OutOfNetworkSpanish: Story = {
  tags: ['no-visual'],
  beforeEach: kept({ ...covered, result: 'out_of_network' as never, coverage_months: 7 }),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Unirme a Gold mes a mes' })).toBeVisible();
  },
};
