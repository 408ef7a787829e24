import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  EmptyState,
  Heading,
  LinkButton,
  LoadMore,
  Skeleton,
  Text,
} from '@mat/ui';
import type { CarePlanList } from '@mat/domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as am } from './appointment.messages';
import { AppointmentRequests } from './AppointmentRequests';
import { careMessages as m } from './care.messages';
import * as styles from './care.css';
import { CareItem } from './CareItem';
import { SupportOffers, type SessionHref } from './SupportOffers';
import {
  isFiltering,
  noFilters,
  useCareFilterOptions,
  useCareFilterSelection,
  useFilteredCarePlan,
  type CareFilterSelection,
} from './useCareFilters';
import { useCarePlanList } from './useCarePlan';

export interface CareScreenProps {
  /** Where one item opens, e.g. /care-plan/{id}. */
  itemHref: (id: number) => string;
  /** Where a group's or class's session opens, e.g. /support-session/{uuid}?product={id}. */
  sessionHref: SessionHref;
  /** Where an appointment is requested, e.g. /request-an-appointment. */
  requestHref: string;
  /** Where a booked appointment opens, e.g. /appointment/{uuid}. */
  appointmentHref: (uuid: string) => string;
}

const lists: { list: CarePlanList; title: MessageDescriptor; empty: MessageDescriptor }[] = [
  { list: 'today', title: m.today, empty: m.nothingToday },
  { list: 'future', title: m.future, empty: m.nothingFuture },
  { list: 'history', title: m.history, empty: m.nothingHistory },
];

/** /care: the care plan as today, the coming days and the earlier ones, each grouped by day and paged. */
export function CareScreen({ itemHref, sessionHref, requestHref, appointmentHref }: CareScreenProps) {
  const intl = useIntl();
  const [selection, setSelection] = useCareFilterSelection();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <div className={screen.actions}>
        <LinkButton href={requestHref} variant="secondary">
          {intl.formatMessage(am.requestTitle)}
        </LinkButton>
      </div>
      <AppointmentRequests />
      <CareFilters selection={selection} onChange={setSelection} />
      {/* Filtering shows every matching day in one list; without filters, today, coming and earlier. */}
      {isFiltering(selection) ? (
        <FilteredSection selection={selection} itemHref={itemHref} appointmentHref={appointmentHref} />
      ) : (
        lists.map((props) => (
          <CarePlanSection key={props.list} {...props} itemHref={itemHref} appointmentHref={appointmentHref} />
        ))
      )}
      <SupportOffers sessionHref={sessionHref} />
    </div>
  );
}

function CarePlanSection({
  list,
  title,
  empty,
  itemHref,
  appointmentHref,
}: (typeof lists)[number] & Pick<CareScreenProps, 'itemHref' | 'appointmentHref'>) {
  const intl = useIntl();
  const plan = useCarePlanList(list);
  return (
    <DaysSection
      id={`care-${list}`}
      title={intl.formatMessage(title)}
      empty={intl.formatMessage(empty)}
      plan={plan}
      showDays={list !== 'today'}
      itemHref={itemHref}
      appointmentHref={appointmentHref}
    />
  );
}

function FilteredSection({
  selection,
  itemHref,
  appointmentHref,
}: { selection: CareFilterSelection } & Pick<CareScreenProps, 'itemHref' | 'appointmentHref'>) {
  const intl = useIntl();
  const plan = useFilteredCarePlan(selection);
  return (
    <DaysSection
      id="care-filtered"
      title={intl.formatMessage(m.filtered)}
      empty={intl.formatMessage(m.nothingFiltered)}
      plan={plan}
      showDays
      itemHref={itemHref}
      appointmentHref={appointmentHref}
    />
  );
}

type DaysQuery = ReturnType<typeof useCarePlanList> | ReturnType<typeof useFilteredCarePlan>;

/** A list of days, each with its items, paged by day. */
function DaysSection({
  id: headingId,
  title,
  empty,
  plan,
  showDays,
  itemHref,
  appointmentHref,
}: { id: string; title: string; empty: string; plan: DaysQuery; showDays: boolean } & Pick<
  CareScreenProps,
  'itemHref' | 'appointmentHref'
>) {
  const intl = useIntl();
  const { text } = useErrorText();
  const days = plan.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby={headingId} className={screen.form}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {plan.isPending && <Skeleton lines={3} />}
      {plan.isError && <Text tone="danger">{text('errors.loadDataFailed')}</Text>}
      {plan.isSuccess && days.length === 0 && <EmptyState title={empty} />}
      {days.map((day) => (
        <div key={day.date} className={styles.day}>
          {/* Today's section needs no date of its own. */}
          {showDays && (
            <Heading level={3} id={`${headingId}-${day.date}`}>
              {/* The plan's day (YYYY-MM-DD) is the same day wherever the reader is. */}
              {intl.formatDate(day.date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })}
            </Heading>
          )}
          <ul className={styles.list} aria-labelledby={showDays ? `${headingId}-${day.date}` : headingId}>
            {day.items.map((item) => (
              <Card as="li" key={item.id}>
                <CareItem item={item} href={itemHref(item.id)} appointmentHref={appointmentHref} />
              </Card>
            ))}
          </ul>
        </div>
      ))}
      <LoadMore
        shown={days.length}
        hasMore={plan.hasNextPage}
        isLoading={plan.isFetchingNextPage}
        onLoadMore={() => void plan.fetchNextPage()}
      />
    </section>
  );
}

/** The care filters (spec 3): places, kinds and topics the plan and the offers hold. */
function CareFilters({
  selection,
  onChange,
}: {
  selection: CareFilterSelection;
  onChange: (next: CareFilterSelection) => void;
}) {
  const intl = useIntl();
  const options = useCareFilterOptions();
  if (!options.data) return null;
  const groups = [
    { key: 'locations', label: m.filterLocations },
    { key: 'types', label: m.filterTypes },
    { key: 'categories', label: m.filterCategories },
  ] as const;
  return (
    <Disclosure title={intl.formatMessage(m.filters)} headingLevel={2} defaultExpanded={isFiltering(selection)}>
      <div className={screen.form}>
        {groups.map(({ key, label }) =>
          options.data[key].length === 0 ? null : (
            <CheckboxGroup
              key={key}
              label={intl.formatMessage(label)}
              value={selection[key]}
              onChange={(value) => onChange({ ...selection, [key]: value })}
            >
              {options.data[key].map((option) => (
                <Checkbox key={option.value} value={String(option.value)}>
                  {option.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ),
        )}
        {isFiltering(selection) && (
          <div className={screen.actions}>
            <Button variant="tertiary" onPress={() => onChange(noFilters)}>
              {intl.formatMessage(m.clearFilters)}
            </Button>
          </div>
        )}
      </div>
    </Disclosure>
  );
}
