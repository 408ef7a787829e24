import {
  AlertDialog,
  AppointmentIcon,
  ArticleIcon,
  Badge,
  Button,
  ChartIcon,
  Heading,
  IconButton,
  Link,
  Menu,
  MenuItem,
  MilestoneIcon,
  MoreActionsIcon,
  QuestionnaireIcon,
  TaskIcon,
  TeamIcon,
  Text,
  VideoIcon,
} from '@mat/ui';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { inZone } from '../team/people';
import { appointmentMessages as am } from './appointment.messages';
import { careMessages as m } from './care.messages';
import * as styles from './care.css';
import { itemTypeLabels, placeLabels, stateLabels } from './labels';
import { useCareItemActions, type CareAction, type CarePlanItem } from './useCarePlan';

// One picture per kind of item, beside the kind in words (the badge): never the only cue.
const itemTypeIcons = {
  article: ArticleIcon,
  questionnaire: QuestionnaireIcon,
  appointment: AppointmentIcon,
  support_session: TeamIcon,
  video: VideoIcon,
  task: TaskIcon,
  monitor: ChartIcon,
  milestone: MilestoneIcon,
} satisfies Record<CarePlanItem['type'], ComponentType>;

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

/**
 * One care item: its kind (an icon and words), state, place and completed time, and the actions of
 * spec 4: the one that moves the plan on (mark done or reached) as a button, the others (archive,
 * remove) in the item's menu, so a plan of many items is not a wall of buttons and tab stops.
 */
export function CareItem({ item, href, onUnassigned, headingLevel, appointmentHref }: CareItemProps) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <div className={styles.item} data-completed={item.completed || undefined}>
      <div className={styles.row}>
        <CareItemKind item={item} />
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
          <Link
            href={appointmentHref(item.appointment.uuid)}
            aria-label={intl.formatMessage(am.openAppointmentOf, { title: item.title })}
          >
            {intl.formatMessage(am.openAppointment)}
          </Link>
        </Text>
      )}
      {item.completed_at && (
        <Text size="small" tone="muted">
          {intl.formatMessage(m.completedOn, { date: inZone(intl, item.completed_at, user?.timezone) })}
        </Text>
      )}
      <CareItemActions item={item} onUnassigned={onUnassigned} />
    </div>
  );
}

/** Its kind as a picture and in words, its state, and whether it is done or archived: in words, not by colour alone. */
function CareItemKind({ item }: { item: CarePlanItem }) {
  const intl = useIntl();
  const TypeIcon = itemTypeIcons[item.milestone ? 'milestone' : item.type];
  return (
    <>
      <TypeIcon className={styles.typeIcon} />
      <Badge tone={item.milestone ? 'brand' : 'neutral'}>
        {intl.formatMessage(item.milestone ? m.milestone : itemTypeLabels[item.type])}
      </Badge>
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
    </>
  );
}

/** The action that moves the plan on as a button, the others in the item's menu; removing it asks first. */
function CareItemActions({ item, onUnassigned }: Pick<CareItemProps, 'item' | 'onUnassigned'>) {
  const intl = useIntl();
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
    <>
      <div className={styles.actions}>
        {!item.completed && (
          <Button
            variant="secondary"
            isPending={pending(item.milestone ? 'completeMilestone' : 'complete')}
            onPress={() => void act(item.milestone ? 'completeMilestone' : 'complete')}
          >
            {intl.formatMessage(item.milestone ? m.markReached : m.markDone)}
          </Button>
        )}
        <Menu
          aria-label={intl.formatMessage(m.itemActions, { title: item.title })}
          trigger={
            <IconButton
              label={intl.formatMessage(m.itemActions, { title: item.title })}
              isPending={pending('archive') || pending('unarchive')}
            >
              <MoreActionsIcon width="1.5rem" height="1.5rem" />
            </IconButton>
          }
          onAction={(key) =>
            key === 'unassign' ? setConfirming(true) : void act(key === 'unarchive' ? 'unarchive' : 'archive')
          }
        >
          <MenuItem id={item.archived ? 'unarchive' : 'archive'}>
            {intl.formatMessage(item.archived ? m.unarchive : m.archive)}
          </MenuItem>
          <MenuItem id="unassign" isDestructive>
            {intl.formatMessage(m.unassign)}
          </MenuItem>
        </Menu>
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
    </>
  );
}
