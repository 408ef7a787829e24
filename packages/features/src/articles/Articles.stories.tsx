import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answerAt, mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { ArticleScreen } from './ArticleScreen';
import { ArticlesScreen } from './ArticlesScreen';
import { CategoryScreen } from './CategoryScreen';
import {
  articlePage,
  featuredArticles,
  kickArticleFull,
  kickArticleSpanish,
  parentCategories,
  pregnancySubCategories,
  relatedArticles,
} from './fixtures';

const meta = {
  title: 'Features/Articles',
  decorators: [withMat],
  // No baselines yet: their play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  parameters: { padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The narrowest phone the app supports: nothing may stick out sideways. */
const phone320 = (Story: () => React.ReactNode) => (
  <div style={{ inlineSize: '320px' }} data-testid="frame-320">
    <Story />
  </div>
);
const fitsIn320 = (canvasElement: HTMLElement) => {
  const frame = within(canvasElement).getByTestId('frame-320');
  return expect(frame.scrollWidth).toBeLessThanOrEqual(320);
};

export const List: Story = {
  parameters: {
    api: storyApi({
      'GET /article/random-featured': { body: featuredArticles },
      'GET /article/parent-categories': { body: parentCategories },
    }),
  },
  render: () => <ArticlesScreen random={() => 0} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'How to count kicks' })).toBeVisible();
  },
};

export const ListSpanish: Story = {
  ...List,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Artículos' })).toBeVisible();
  },
};

const categoryApi = mergeApis(
  storyApi({
    'GET /article/parent-categories': { body: parentCategories },
    'GET /article/sub-categories-for/1': { body: pregnancySubCategories },
    'GET /article': { body: articlePage(1) },
  }),
  ...[2, 3, 4, 5].map((id) => answerAt(`GET /article/sub-categories-for/${id}`, { body: [] })),
);

export const Category: Story = {
  parameters: { api: categoryApi },
  render: () => <CategoryScreen kind="category" slug="pregnancy" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Third trimester' })).toBeVisible();
  },
};

const articleApi = storyApi({
  'GET /article/how-to-count-kicks': { body: kickArticleFull },
  'GET /article/related-for/21': { body: relatedArticles },
});

export const Article: Story = {
  parameters: { api: articleApi },
  render: () => <ArticleScreen slug="how-to-count-kicks" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'A hand resting on a pregnant belly, counting.' }),
    ).toBeVisible();
    await expect(await within(canvasElement).findByRole('link', { name: 'Your third trimester' })).toBeVisible();
  },
};

export const ArticleAt320: Story = {
  ...Article,
  decorators: [phone320],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('columnheader', { name: 'Weeks' });
    await fitsIn320(canvasElement);
  },
};

export const ArticleSpanishAt320: Story = {
  parameters: {
    api: storyApi({
      'GET /article/how-to-count-kicks': { body: kickArticleSpanish },
      'GET /article/related-for/121': { body: [] },
    }),
  },
  globals: { locale: 'es' },
  decorators: [phone320],
  render: () => <ArticleScreen slug="how-to-count-kicks" lang="es" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Cómo contar las patadas' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Fuentes' })).toBeVisible();
    await fitsIn320(canvasElement);
  },
};
