// The article routes' pages, loaded with the articles' chunk rather than with every page's entry.
import { ArticleScreen, ArticlesScreen, CategoryScreen } from '@mat/features/articles';
import { useParams } from '@tanstack/react-router';

export function Articles() {
  return <ArticlesScreen />;
}

function Category({ kind }: { kind: 'category' | 'sub-category' }) {
  const { categorySlug } = useParams({ strict: false }) as { categorySlug: string };
  return <CategoryScreen kind={kind} slug={categorySlug} />;
}

export const ParentCategory = () => <Category kind="category" />;
export const SubCategory = () => <Category kind="sub-category" />;

export function Article() {
  const { articleSlug, lang } = useParams({ strict: false }) as { articleSlug: string; lang?: string };
  return <ArticleScreen slug={articleSlug} lang={lang === 'es' ? 'es' : lang === 'en' ? 'en' : undefined} />;
}
