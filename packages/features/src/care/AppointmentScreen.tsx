import { appointmentsQueries } from '@mat/api';
import { Alert, BackLink, Badge, Button, Card, Fact, Facts, Heading, Link, LinkButton, Skeleton, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';
import { inZone } from '../team/people';
import { appointmentMessages as m } from './appointment.messages';
import { CancelForm } from './CancelForm';
import { careMessages as cm } from './care.messages';
import * as styles from './care.css';
import { appointmentKindLabels, placeLabels, stateLabels } from './labels';
import { supportMessages as sm } from './support.messages';
import {
  cancelRefusal,
  googleCalendarUrl,
  useAppointment,
  useAppointmentFiles,
  useCalendarEvent,
  useCancelAppointment,
  type Appointment,
} from './useAppointment';

export interface AppointmentScreenProps {
  /** The booking's uuid (/appointment/{uuid}). */
  uuid: string;
  /** The booking alone, or cancelling it (spec 2's two routes). */
  intent?: 'view' | 'cancel';
  /** Where each of those opens, e.g. /appointment/cancel/{uuid}. */
  hrefs: { view: string; cancel: string };
  careHref: string;
  /** After the appointment was cancelled. */
  onCancelled: () => void;
}

const holdsPlace = (appointment: Appointment) =>
  !!appointment.reservation && appointment.reservation.cancelled_at === null;

/** /appointment/{uuid} and /appointment/cancel/{uuid}: one booked visit, its state, calendar and summary; or cancelling it. */
export function AppointmentScreen({ uuid, intent = 'view', hrefs, careHref, onCancelled }: AppointmentScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const found = useAppointment(uuid);
  const appointment = found.data;
  return (
    <div className={screen.screen}>
      <BackLink href={intent === 'view' ? careHref : hrefs.view}>
        {intl.formatMessage(intent === 'view' ? cm.backToCare : m.backToAppointment)}
      </BackLink>
      {found.isPending && <Skeleton lines={5} />}
      {found.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {appointment && (
        <>
          <Heading level={1}>{appointment.title}</Heading>
          <AppointmentFacts appointment={appointment} />
          {intent === 'view' ? (
            <AppointmentActions appointment={appointment} cancelHref={hrefs.cancel} />
          ) : (
            <CancelAppointment appointment={appointment} keepHref={hrefs.view} onDone={onCancelled} />
          )}
        </>
      )}
    </div>
  );
}

function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const { user } = useSession();
  const practitioner = appointment.practitioner;
  return (
    <Card>
      <div className={styles.row}>
        {/* The state in words, not by colour alone. */}
        <Badge tone="info">{intl.formatMessage(stateLabels[appointment.status])}</Badge>
        {!holdsPlace(appointment) && <Badge tone="warning">{intl.formatMessage(m.cancelled)}</Badge>}
      </div>
      <Facts>
        <Fact label={intl.formatMessage(m.kind)}>{intl.formatMessage(appointmentKindLabels[appointment.type])}</Fact>
        <Fact label={intl.formatMessage(m.practitioner)}>
          {practitioner
            ? `${practitioner.first_name} ${practitioner.last_name} · ${appointment.organization.name}`
            : intl.formatMessage(m.noPractitioner)}
        </Fact>
        {/* The reservation's time where the patient is (her profile's zone), the visit's zone named below. */}
        <Fact label={intl.formatMessage(m.when)}>{inZone(intl, appointment.starts_at, user?.timezone)}</Fact>
        <Fact label={intl.formatMessage(m.where)}>
          <Text>{intl.formatMessage(placeLabels[appointment.location.type])}</Text>
          {appointment.location.address && <Text>{appointment.location.address}</Text>}
        </Fact>
      </Facts>
      {user?.timezone && (
        <Text size="small" tone="muted">
          {intl.formatMessage(m.timeZone, { zone: user.timezone })}
        </Text>
      )}
    </Card>
  );
}

function AppointmentActions({ appointment, cancelHref }: { appointment: Appointment; cancelHref: string }) {
  const intl = useIntl();
  if (!holdsPlace(appointment)) return <Alert tone="info">{intl.formatMessage(m.cancelled)}</Alert>;
  if (appointment.status === 'finished') return <FinishedVisit appointment={appointment} />;
  return (
    <div className={screen.form}>
      {appointment.status === 'inProgress' &&
        (appointment.location.video_url ? (
          <div className={screen.actions}>
            <LinkButton href={appointment.location.video_url} variant="primary">
              {intl.formatMessage(m.joinVideo)}
            </LinkButton>
          </div>
        ) : (
          appointment.virtual && <Text size="small">{intl.formatMessage(m.videoLater)}</Text>
        ))}
      {appointment.status === 'upcoming' && appointment.virtual && (
        <Text size="small">{intl.formatMessage(m.videoLater)}</Text>
      )}
      <AddToCalendar appointment={appointment} />
      {appointment.status === 'upcoming' && (
        <div className={screen.actions}>
          <LinkButton href={cancelHref} variant="secondary">
            {intl.formatMessage(m.cancel)}
          </LinkButton>
        </div>
      )}
    </div>
  );
}

function AddToCalendar({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { calendar } = useAppointmentFiles(appointment);
  const event = useCalendarEvent(appointment);
  return (
    <section aria-labelledby="calendar-title" className={screen.form}>
      <Heading level={2} id="calendar-title">
        {intl.formatMessage(m.calendarTitle)}
      </Heading>
      <div className={screen.actions}>
        <Button
          variant="secondary"
          isPending={calendar.isPending}
          onPress={() => calendar.mutate(undefined, { onError: (error) => fail(error, 'errors.calendarEventFailed') })}
        >
          {intl.formatMessage(m.downloadIcs)}
        </Button>
        {event.data && (
          <Link isStandalone href={googleCalendarUrl(event.data)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.googleCalendar)}
          </Link>
        )}
      </div>
    </section>
  );
}

/** A finished visit: done in the care plan (spec 4), and its summary. */
function FinishedVisit({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { summary } = useAppointmentFiles(appointment);
  return (
    <div className={screen.form}>
      <Card>
        <div className={styles.row}>
          {/* Still: the pop plays once, on the care plan's item, whose flag the server sends once. */}
          <span data-testid="visit-done">
            <Badge tone="success">{intl.formatMessage(cm.done)}</Badge>
          </span>
          <Text>{intl.formatMessage(m.finished)}</Text>
        </div>
      </Card>
      <section aria-labelledby="summary-title" className={screen.form}>
        <Heading level={2} id="summary-title">
          {intl.formatMessage(m.summaryTitle)}
        </Heading>
        {appointment.summary_available ? (
          <>
            <SummaryText appointment={appointment} />
            <div className={screen.actions}>
              <Button
                variant="primary"
                isPending={summary.isPending}
                onPress={() => summary.mutate(undefined, { onError: (error) => fail(error, 'errors.loadDataFailed') })}
              >
                {intl.formatMessage(m.downloadSummary)}
              </Button>
            </div>
          </>
        ) : (
          <Text>{intl.formatMessage(m.summaryPending)}</Text>
        )}
      </section>
    </div>
  );
}

/** The summary the practitioner wrote, as text on the screen (the PDF carries the same): visit type, date, who, and the notes. */
function SummaryText({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { text } = useErrorText();
  // The token's answer carries the summary; the PDF's download asks for a fresh token of its own.
  const found = useQuery(
    appointmentsQueries.getVisitSummaryToken(client, { params: { path: { id: appointment.id } } }),
  );
  if (found.isPending) return <Skeleton lines={4} />;
  if (found.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  const { summary } = found.data;
  return (
    <Card>
      <Facts>
        <Fact label={intl.formatMessage(m.kind)}>{summary.visit_type}</Fact>
        <Fact label={intl.formatMessage(m.when)}>{inZone(intl, summary.date, user?.timezone)}</Fact>
        {summary.practitioner && <Fact label={intl.formatMessage(m.practitioner)}>{summary.practitioner}</Fact>}
      </Facts>
      <Text className={styles.notes}>{summary.notes}</Text>
    </Card>
  );
}

function CancelAppointment({
  appointment,
  keepHref,
  onDone,
}: {
  appointment: Appointment;
  keepHref: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const cancel = useCancelAppointment();
  return (
    <CancelForm
      title={intl.formatMessage(m.cancelTitle)}
      labels={{
        reason: intl.formatMessage(m.cancelReason),
        confirm: intl.formatMessage(m.cancelConfirm),
        keep: intl.formatMessage(m.keep),
        cancelled: intl.formatMessage(m.cancelledNotice),
      }}
      keepHref={keepHref}
      failed="errors.cancelReservationFailed"
      cancel={(reason) => cancel.mutateAsync({ appointment, reason })}
      isPending={cancel.isPending}
      refusal={cancelRefusal}
      onDone={onDone}
    >
      <Text>{intl.formatMessage(m.cancelIntro)}</Text>
      {appointment.reservation?.paid_with_credit && <Text>{intl.formatMessage(sm.cancelPaidBack)}</Text>}
    </CancelForm>
  );
}
