import { Badge, Card, EmptyState, Heading, Link, LoadMore, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import * as styles from './care.css';
import { supportMessages as m } from './support.messages';
import { offerTypeLabels, sessionTime } from './labels';
import { useCredits, useSupportOffers } from './useSupport';

/** Where a session opens, e.g. /support-session/{uuid}?product={id}. */
export type SessionHref = (product: number, uuid: string) => string;

/** The credits a free member spends on places, in words. */
export function CreditsLine() {
  const intl = useIntl();
  const credits = useCredits();
  if (!credits.data) return null;
  return <Text weight="bold">{intl.formatMessage(m.credits, { count: credits.data.product_credits })}</Text>;
}

/** "Support groups and classes": the offers, each with its next session and places left, paged. */
export function SupportOffers({ sessionHref }: { sessionHref: SessionHref }) {
  const intl = useIntl();
  const { text } = useErrorText();
  const offers = useSupportOffers();
  const rows = offers.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="care-offers" className={screen.form}>
      <Heading level={2} id="care-offers">
        {intl.formatMessage(m.offers)}
      </Heading>
      <Text>{intl.formatMessage(m.offersIntro)}</Text>
      <CreditsLine />
      {offers.isPending && <Skeleton lines={3} />}
      {offers.isError && <Text tone="danger">{text('errors.loadDataFailed')}</Text>}
      {/* Spec 8's words for an empty list of groups and classes, the "virtual supports". */}
      {offers.isSuccess && rows.length === 0 && <EmptyState title={text('errors.noVirtualSupports')} />}
      <ul className={styles.list} aria-labelledby="care-offers">
        {rows.map((offer) => (
          <Card as="li" key={offer.id}>
            <div className={styles.item}>
              <div className={styles.row}>
                <Badge tone="neutral">{intl.formatMessage(offerTypeLabels[offer.type])}</Badge>
                <Text size="small" tone="muted">
                  {offer.organization.name}
                </Text>
              </div>
              {/* Each offer is headed, so a screen reader moves offer by offer; the heading face also
                  keeps a long word ("Breastfeeding") whole at 200% text on a 320 px phone. */}
              <Heading level={3}>{offer.title}</Heading>
              <Text size="small">{offer.description}</Text>
              <Text size="small" tone="muted">
                {intl.formatMessage(m.sessionsCount, { count: offer.sessions_count })} ·{' '}
                {intl.formatMessage(m.price, { count: offer.price_credits })}
              </Text>
              {offer.next_session ? (
                <>
                  <Text size="small">
                    {intl.formatMessage(m.nextSession, { date: sessionTime(intl, offer.next_session) })} ·{' '}
                    {intl.formatMessage(m.spotsLeft, { count: offer.next_session.spots_left })}
                  </Text>
                  <Text>
                    <Link href={sessionHref(offer.id, offer.next_session.uuid)}>
                      {intl.formatMessage(m.seeSession, { title: offer.title })}
                    </Link>
                  </Text>
                </>
              ) : (
                <Text size="small" tone="muted">
                  {intl.formatMessage(m.noSession)}
                </Text>
              )}
            </div>
          </Card>
        ))}
      </ul>
      <LoadMore
        shown={rows.length}
        hasMore={offers.hasNextPage}
        isLoading={offers.isFetchingNextPage}
        onLoadMore={() => void offers.fetchNextPage()}
      />
    </section>
  );
}
