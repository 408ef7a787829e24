import { unwrap, type Schema } from '@mat/api';
import {
  Accordion,
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  EmptyState,
  Heading,
  Link,
  LoadMore,
  Skeleton,
  Text,
  TextField,
} from '@mat/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import {
  countChosen,
  directoryFilterKeys,
  filterOfSlug,
  noDirectoryFilters,
  readDirectoryFilters,
  writeDirectoryFilters,
  type DirectoryFilterKey,
  type DirectorySelection,
} from './directoryFilters';
import * as styles from './organizations.css';
import { organizationMessages as m } from './organizations.messages';
import { OrganizationCard } from './present';

export interface OrganizationSearchScreenProps {
  /** An organization's page by its id, e.g. /referrals/organizations/{id}. */
  organizationHref: (id: number) => string;
  /** Adding a provider who is not listed, e.g. /referrals/add-new-resource. */
  addResourceHref?: string;
  /** The filter to open first, by its slug (/referrals/add-resources/filters/{filterSlug}, e.g. languages-spoken). */
  openFilterSlug?: string;
}

const FILTER_NAMES: Record<DirectoryFilterKey, MessageDescriptor> = {
  appointmentTypes: m.filterAppointmentTypes,
  supportGroupsClasses: m.filterSupportGroupsClasses,
  specialties: m.filterSpecialties,
  expertise: m.filterExpertise,
  states: m.state,
  cities: m.filterCities,
  languagesSpoken: m.language,
  sizeOfTeam: m.filterSizeOfTeam,
  degreesOrCertifications: m.filterDegrees,
};

/** The selection, kept in session storage (care_filters) on every change. */
function useDirectorySelection() {
  const [selection, setSelection] = useState(() => readDirectoryFilters());
  const change = useCallback((next: DirectorySelection) => {
    setSelection(next);
    writeDirectoryFilters(next);
  }, []);
  return [selection, change] as const;
}

/** Search organizations by name and every filter of spec 3, 20 a page. */
export function OrganizationSearchScreen({
  organizationHref,
  addResourceHref,
  openFilterSlug,
}: OrganizationSearchScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const [words, setWords] = useState('');
  const [selection, setSelection] = useDirectorySelection();
  const filters = useQuery({
    queryKey: ['organizations', 'filters', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/get-filters', { signal })),
  });
  const chosen = Object.fromEntries(
    directoryFilterKeys.filter((key) => selection[key].length > 0).map((key) => [key, selection[key]]),
  );
  const query = { ...(words.trim() ? { search: words.trim().slice(0, 100) } : {}), ...chosen };
  const results = useInfiniteQuery({
    queryKey: ['organizations', 'search', query, intl.locale],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/patient/organization/search-for-org-listing', {
          params: { query: { ...query, page: pageParam } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const rows = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.searchTitle)}</Heading>
      <Text>{intl.formatMessage(m.searchIntro)}</Text>
      <TextField label={intl.formatMessage(m.searchWords)} value={words} onChange={setWords} maxLength={100} />
      {filters.data && (
        <DirectoryFilters
          options={filters.data}
          selection={selection}
          onChange={setSelection}
          openFilter={openFilterSlug ? filterOfSlug(openFilterSlug) : null}
        />
      )}
      <section aria-labelledby="organization-results" className={screen.form}>
        <Heading level={2} id="organization-results">
          {intl.formatMessage(m.results)}
        </Heading>
        {results.isPending && <Skeleton lines={3} />}
        {results.isError && <Text tone="danger">{text('errors.organizationsLoadFailed')}</Text>}
        {results.isSuccess && rows.length === 0 && <EmptyState title={intl.formatMessage(m.noResults)} />}
        <ul className={styles.list} aria-busy={results.isFetching || undefined}>
          {rows.map((organization) => (
            <OrganizationCard
              key={organization.id}
              organization={organization}
              href={organizationHref(organization.id)}
            />
          ))}
        </ul>
        <LoadMore
          shown={rows.length}
          hasMore={results.hasNextPage}
          isLoading={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage()}
        />
        {addResourceHref && <Link href={addResourceHref}>{intl.formatMessage(m.addByHand)}</Link>}
      </section>
    </div>
  );
}

type Options = Schema<'OrganizationFilters'>;

/**
 * Each filter a disclosure holding its choices as checkboxes, named for screen readers with how
 * many are chosen. Only the choices some listed organization has (and those already chosen): a
 * filter never leads to an empty page by itself.
 */
function DirectoryFilters({
  options,
  selection,
  onChange,
  openFilter,
}: {
  options: Options;
  selection: DirectorySelection;
  onChange: (next: DirectorySelection) => void;
  openFilter: DirectoryFilterKey | null;
}) {
  const intl = useIntl();
  const total = countChosen(selection);
  const offered = (key: DirectoryFilterKey) =>
    options[key].filter((o) => (o.count ?? 1) > 0 || selection[key].includes(String(o.value)));
  const shown = directoryFilterKeys.filter((key) => offered(key).length > 0);
  const opened = shown.filter((key) => key === openFilter || selection[key].length > 0);
  return (
    <section aria-labelledby="organization-filters" className={screen.form}>
      <Heading level={2} id="organization-filters">
        {intl.formatMessage(m.filters)}
      </Heading>
      <Accordion allowsMultipleExpanded defaultExpandedKeys={opened}>
        {shown.map((key) => {
          const name = intl.formatMessage(FILTER_NAMES[key]);
          return (
            <Disclosure
              key={key}
              id={key}
              title={intl.formatMessage(m.filterTitle, { name, count: selection[key].length })}
            >
              <CheckboxGroup
                label={name}
                value={selection[key]}
                onChange={(value) => onChange({ ...selection, [key]: value.slice(0, 100) })}
              >
                {offered(key).map((option) => (
                  <Checkbox key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </Disclosure>
          );
        })}
      </Accordion>
      {total > 0 && (
        <div className={screen.actions}>
          <Button variant="tertiary" onPress={() => onChange(noDirectoryFilters)}>
            {intl.formatMessage(m.clearFilters, { count: total })}
          </Button>
        </div>
      )}
    </section>
  );
}
