import { unwrap } from '@mat/api';
import { EmptyState, Heading, Link, LoadMore, Select, Skeleton, Text, TextField } from '@mat/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import * as styles from './organizations.css';
import { organizationMessages as m } from './organizations.messages';
import { OrganizationCard } from './present';

export interface OrganizationSearchScreenProps {
  /** An organization's page by its id, e.g. /referrals/organizations/{id}. */
  organizationHref: (id: number) => string;
  /** Adding a provider who is not listed, e.g. /referrals/add-new-resource. */
  addResourceHref?: string;
}

const ANY = 'any';

/** Search organizations by name, state and language spoken (spec 3's filters), 20 a page. */
export function OrganizationSearchScreen({ organizationHref, addResourceHref }: OrganizationSearchScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const [words, setWords] = useState('');
  const [state, setState] = useState<string>(ANY);
  const [language, setLanguage] = useState<string>(ANY);
  const filters = useQuery({
    queryKey: ['organizations', 'filters', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/get-filters', { signal })),
  });
  const query = {
    ...(words.trim() ? { search: words.trim().slice(0, 100) } : {}),
    ...(state !== ANY ? { states: [state] } : {}),
    ...(language !== ANY ? { languagesSpoken: [language] } : {}),
  };
  const results = useInfiniteQuery({
    queryKey: ['organizations', 'search', query, intl.locale],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/patient/organization/search-for-org-listing', { params: { query: { ...query, page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  // Only the choices some listed organization has: a filter never leads to an empty page by itself.
  const offered = (options: { value: string | number; label: string; count?: number }[] | undefined) =>
    (options ?? []).filter((o) => (o.count ?? 1) > 0).map((o) => ({ id: String(o.value), label: o.label }));
  const rows = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.searchTitle)}</Heading>
      <Text>{intl.formatMessage(m.searchIntro)}</Text>
      <div className={styles.filters}>
        <TextField label={intl.formatMessage(m.searchWords)} value={words} onChange={setWords} maxLength={100} />
        <Select
          label={intl.formatMessage(m.state)}
          options={[{ id: ANY, label: intl.formatMessage(m.anyState) }, ...offered(filters.data?.states)]}
          selectedKey={state}
          onSelectionChange={(key) => setState(String(key ?? ANY))}
        />
        <Select
          label={intl.formatMessage(m.language)}
          options={[{ id: ANY, label: intl.formatMessage(m.anyLanguage) }, ...offered(filters.data?.languagesSpoken)]}
          selectedKey={language}
          onSelectionChange={(key) => setLanguage(String(key ?? ANY))}
        />
      </div>
      <section aria-labelledby="organization-results" className={screen.form}>
        <Heading level={2} id="organization-results">
          {intl.formatMessage(m.results)}
        </Heading>
        {results.isPending && <Skeleton lines={3} />}
        {results.isError && <Text tone="danger">{text('errors.organizationsLoadFailed')}</Text>}
        {results.isSuccess && rows.length === 0 && <EmptyState title={intl.formatMessage(m.noResults)} />}
        <ul className={styles.list} aria-busy={results.isFetching || undefined}>
          {rows.map((organization) => (
            <OrganizationCard key={organization.id} organization={organization} href={organizationHref(organization.id)} />
          ))}
        </ul>
        <LoadMore shown={rows.length} hasMore={results.hasNextPage} isLoading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} />
        {addResourceHref && <Link href={addResourceHref}>{intl.formatMessage(m.addByHand)}</Link>}
      </section>
    </div>
  );
}
