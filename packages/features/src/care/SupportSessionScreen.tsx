import {
  Alert,
  BackLink,
  Button,
  Card,
  Fact,
  Facts,
  Heading,
  Link,
  LinkButton,
  Skeleton,
  Text,
  useToast,
} from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';
import { credentials } from '../team/people';
import { CancelForm } from './CancelForm';
import { careMessages as cm } from './care.messages';
import { supportMessages as m } from './support.messages';
import { offerTypeLabels, platformLabels, sessionTime, stateLabels } from './labels';
import { CreditsLine } from './SupportOffers';
import { seatRefusal, useSeat, useSupportSession, type SupportSession } from './useSupport';

export interface SupportSessionScreenProps {
  /** The offer and the session's uuid (/support-session/{uuid}?product={id}). */
  product: number;
  uuid: string;
  /** The session alone, reserving a place in it, or cancelling one (spec 2's three routes). */
  intent?: 'view' | 'reserve' | 'cancel';
  /** Where each of those opens, e.g. /support-session/reserve/{uuid}?product={id}. */
  hrefs: { view: string; reserve: string; cancel: string };
  careHref: string;
  /** After a place was reserved or cancelled. */
  onDone: () => void;
}

/** One group, class or coaching session: who, where, when, how long, places left; reserve or cancel a place. */
export function SupportSessionScreen({
  product,
  uuid,
  intent = 'view',
  hrefs,
  careHref,
  onDone,
}: SupportSessionScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const found = useSupportSession(product, uuid);
  const data = found.data;
  return (
    <div className={screen.screen}>
      <BackLink href={intent === 'view' ? careHref : hrefs.view}>
        {intl.formatMessage(intent === 'view' ? cm.backToCare : m.backToSession)}
      </BackLink>
      {found.isPending && <Skeleton lines={5} />}
      {found.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {data && (
        <>
          <Heading level={1}>{data.session.title}</Heading>
          <SessionFacts
            session={data.session}
            type={intl.formatMessage(offerTypeLabels[data.product.type])}
            organization={data.product.organization.name}
          />
          {intent === 'view' && <SessionActions session={data.session} hrefs={hrefs} />}
          {intent === 'reserve' && (
            <ReservePlace
              session={data.session}
              goldIncluded={data.product.gold_included}
              cancelHref={hrefs.view}
              onDone={onDone}
            />
          )}
          {intent === 'cancel' && <CancelPlace session={data.session} keepHref={hrefs.view} onDone={onDone} />}
        </>
      )}
    </div>
  );
}

function SessionFacts({
  session,
  type,
  organization,
}: {
  session: SupportSession;
  type: string;
  organization: string;
}) {
  const intl = useIntl();
  return (
    <Card>
      <Text tone="muted">
        {type} · {organization} · {intl.formatMessage(stateLabels[session.status])}
      </Text>
      {session.description && <Text>{session.description}</Text>}
      <Facts>
        {session.presenters.length > 0 && (
          <Fact label={intl.formatMessage(m.presenters)}>
            {session.presenters.map((person) => (
              <Text key={person.id}>
                {person.first_name} {person.last_name} ({credentials(intl, person)})
              </Text>
            ))}
          </Fact>
        )}
        <Fact label={intl.formatMessage(m.when)}>{sessionTime(intl, session)}</Fact>
        <Fact label={intl.formatMessage(m.duration)}>
          {intl.formatMessage(m.minutes, { count: session.duration_minutes })}
        </Fact>
        <Fact label={intl.formatMessage(m.platform)}>
          <Text>{intl.formatMessage(platformLabels[session.platform])}</Text>
          {session.address && <Text>{session.address}</Text>}
          {session.video_url ? (
            <Text>
              <Link href={session.video_url}>{intl.formatMessage(m.joinVideo)}</Link>
            </Text>
          ) : (
            session.virtual &&
            session.reservation &&
            !session.reservation.cancelled_at &&
            session.status === 'upcoming' && <Text size="small">{intl.formatMessage(m.videoLater)}</Text>
          )}
        </Fact>
        <Fact label={intl.formatMessage(m.spots)}>
          {intl.formatMessage(m.spotsLeft, { count: session.spots_left })}
        </Fact>
      </Facts>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.timeZone, { zone: session.timezone })}
      </Text>
    </Card>
  );
}

const holdsPlace = (session: SupportSession) => !!session.reservation && session.reservation.cancelled_at === null;

function SessionActions({ session, hrefs }: { session: SupportSession; hrefs: SupportSessionScreenProps['hrefs'] }) {
  const intl = useIntl();
  const { text } = useErrorText();
  if (session.status === 'finished') return <Alert tone="info">{text('errors.sessionEnded')}</Alert>;
  if (holdsPlace(session))
    return (
      <div className={screen.form}>
        <Alert tone="success">{intl.formatMessage(m.reserved)}</Alert>
        {session.status === 'upcoming' && (
          <div className={screen.actions}>
            <LinkButton href={hrefs.cancel} variant="secondary">
              {intl.formatMessage(m.cancel)}
            </LinkButton>
          </div>
        )}
      </div>
    );
  return (
    <div className={screen.actions}>
      <LinkButton href={hrefs.reserve} variant="primary">
        {intl.formatMessage(m.reserve)}
      </LinkButton>
    </div>
  );
}

/** The server's refusal in the spec's words: what failed, then why (spec 4 and 8). */
function Refusal({ code, failed }: { code: string; failed: string }) {
  const { text } = useErrorText();
  return (
    <Alert tone="danger" title={text(failed)} isLive>
      {text(code)}
    </Alert>
  );
}

function ReservePlace({
  session,
  goldIncluded,
  cancelHref,
  onDone,
}: {
  session: SupportSession;
  goldIncluded: boolean;
  cancelHref: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureNotice();
  const { user } = useSession();
  const { reserve } = useSeat();
  const [refused, setRefused] = useState<string | null>(null);
  const gold = !!user?.matrona_gold_view && goldIncluded;
  return (
    <section aria-labelledby="reserve-title" className={screen.form}>
      <Heading level={2} id="reserve-title">
        {intl.formatMessage(m.reserveTitle)}
      </Heading>
      {gold ? (
        <Text>{intl.formatMessage(m.goldIncluded)}</Text>
      ) : (
        <>
          <Text>{intl.formatMessage(m.price, { count: session.price_credits })}</Text>
          <CreditsLine />
        </>
      )}
      {refused && <Refusal code={refused} failed="errors.reserveSeatFailed" />}
      <div className={screen.actions}>
        <Button
          variant="primary"
          isPending={reserve.isPending}
          onPress={() =>
            reserve.mutate(session, {
              onSuccess: () => {
                toast.show(intl.formatMessage(m.reservedNotice), { tone: 'success' });
                onDone();
              },
              onError: (error) => {
                const code = seatRefusal(error);
                if (code) setRefused(code);
                else fail(error, 'errors.reserveSeatFailed');
              },
            })
          }
        >
          {intl.formatMessage(m.reserve)}
        </Button>
        <LinkButton href={cancelHref} variant="tertiary">
          {intl.formatMessage(m.backToSession)}
        </LinkButton>
      </div>
    </section>
  );
}

function CancelPlace({ session, keepHref, onDone }: { session: SupportSession; keepHref: string; onDone: () => void }) {
  const intl = useIntl();
  const { cancel } = useSeat();
  return (
    <CancelForm
      title={intl.formatMessage(m.cancelTitle)}
      labels={{
        reason: intl.formatMessage(m.cancelReason),
        confirm: intl.formatMessage(m.cancelConfirm),
        keep: intl.formatMessage(m.keepPlace),
        cancelled: intl.formatMessage(m.cancelledNotice),
      }}
      keepHref={keepHref}
      failed="errors.cancelSeatFailed"
      cancel={(reason) => cancel.mutateAsync({ session, reason })}
      isPending={cancel.isPending}
      refusal={seatRefusal}
      onDone={onDone}
    >
      {session.reservation?.paid_with_credit && <Text>{intl.formatMessage(m.cancelPaidBack)}</Text>}
    </CancelForm>
  );
}
