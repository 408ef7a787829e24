import { AlertDialog, Badge, Button, Heading, Link, Text } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { inZone } from '../team/people';
import { appointmentMessages as am } from './appointment.messages';
import { careMessages as m } from './care.messages';
import * as styles from './care.css';
import { itemTypeLabels, placeLabels, stateLabels } from './labels';
import { useCareItemActions, type CareAction, type CarePlanItem } from './useCarePlan';

export interface CareItemProps {
  item: CarePlanItem;
  /** Where the item opens on its own, e.g. /care-plan/{id}; left out on that page itself. */
  href?: string;
  /** After the item left the plan for good. */
  onUnassigned?: () => void;
  /** The title as the page's heading (the item's own page), else as a link or text. */
  headingLevel?: 1;
  /** Where an appointment item's booking opens, e.g. /appointment/{uuid}. */
  appointmentHref?: (uuid: string) => string;
}

/** One care item: its kind, state, place and completed time in words, and the actions of spec 4. */
export function CareItem({ item, href, onUnassigned, headingLevel, appointmentHref }: CareItemProps) {
  const intl = useIntl();
  const { user } = useSession();
  const actions = useCareItemActions();
  const [confirming, setConfirming] = useState(false);
  const pending = (action: CareAction) => actions.isPending && actions.variables?.action === action;
  // A failure is already told (useCareItemActions); the item stays as it was.
  const act = async (action: CareAction): Promise<void> => {
    const ok = await actions.mutateAsync({ action, item }).then(
      () => true,
      () => false,
    );
    if (ok && action === 'unassign') onUnassigned?.();
  };
  return (
    <div className={styles.item} data-completed={item.completed || undefined}>
      <div className={styles.row}>
        {/* Kinds and states in words, not by colour alone. */}
        <Badge tone={item.milestone ? 'brand' : 'neutral'}>{intl.formatMessage(item.milestone ? m.milestone : itemTypeLabels[item.type])}</Badge>
        {item.status && <Badge tone="info">{intl.formatMessage(stateLabels[item.status])}</Badge>}
        {item.completed &&
          (item.animated ? (
            // A visit or session that just finished (spec 4): its Done plays the animation.
            <span className={styles.celebrate}>
              <Badge tone="success">{intl.formatMessage(m.done)}</Badge>
            </span>
          ) : (
            <Badge tone="success">{intl.formatMessage(m.done)}</Badge>
          ))}
        {item.archived && <Badge tone="warning">{intl.formatMessage(m.archived)}</Badge>}
      </div>
      {headingLevel ? (
        <Heading level={headingLevel}>{item.title}</Heading>
      ) : (
        <Text weight="bold">
          {href ? (
            <Link href={href} aria-label={intl.formatMessage(m.openItem, { title: item.title })}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Text>
      )}
      {item.description && <Text size="small">{item.description}</Text>}
      {item.location && (
        <Text size="small" tone="muted">
          {intl.formatMessage(placeLabels[item.location.type])}
          {item.location.address ? ` · ${item.location.address}` : ''}
        </Text>
      )}
      {item.appointment && appointmentHref && (
        <Text size="small">
          <Link href={appointmentHref(item.appointment.uuid)} aria-label={intl.formatMessage(am.openAppointmentOf, { title: item.title })}>
            {intl.formatMessage(am.openAppointment)}
          </Link>
        </Text>
      )}
      {item.completed_at && (
        <Text size="small" tone="muted">
          {intl.formatMessage(m.completedOn, { date: inZone(intl, item.completed_at, user?.timezone) })}
        </Text>
      )}
      <div role="group" aria-label={intl.formatMessage(m.itemActions, { title: item.title })} className={styles.row}>
        {!item.completed && (
          <Button variant="secondary" isPending={pending(item.milestone ? 'completeMilestone' : 'complete')} onPress={() => void act(item.milestone ? 'completeMilestone' : 'complete')}>
            {intl.formatMessage(item.milestone ? m.markReached : m.markDone)}
          </Button>
        )}
        <Button variant="tertiary" isPending={pending(item.archived ? 'unarchive' : 'archive')} onPress={() => void act(item.archived ? 'unarchive' : 'archive')}>
          {intl.formatMessage(item.archived ? m.unarchive : m.archive)}
        </Button>
        <Button variant="tertiary" onPress={() => setConfirming(true)}>
          {intl.formatMessage(m.unassign)}
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.unassignTitle)}
        confirmLabel={intl.formatMessage(m.unassignConfirm)}
        cancelLabel={intl.formatMessage(m.keep)}
        isPending={pending('unassign')}
        onConfirm={() => act('unassign')}
      >
        {intl.formatMessage(m.unassignBody)}
      </AlertDialog>
    </div>
  );
}
