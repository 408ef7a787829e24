import { familyMutations, familyQueries, type Schema } from '@mat/api';
import {
  Alert,
  Button,
  EmptyState,
  Heading,
  Link,
  LinkButton,
  Skeleton,
  Text,
  useToast,
  AddIcon,
  BabyIcon,
} from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { PregnancyWeek } from './PregnancyWeek';
import { useActivePregnancy, usePregnancyStage } from './usePregnancy';
import { RemoveDialog } from '../shared/RemoveDialog';

export interface PregnancyProfileScreenProps {
  /** A pregnancy by id (/pregnancy-medical-profile/{id}), or the active one (/active). */
  pregnancyId: number | 'active';
  /** After removal. */
  onRemoved: () => void;
}

/** /pregnancy-medical-profile/active and /{id}: the pregnancy, its week while it goes on, and its actions. */
export function PregnancyProfileScreen({ pregnancyId, onRemoved }: PregnancyProfileScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const active = useActivePregnancy();
  const byId = useQuery({
    ...familyQueries.getPregnancy(client, { params: { path: { id: Number(pregnancyId) || 0 } } }),
    enabled: pregnancyId !== 'active',
  });
  const query = pregnancyId === 'active' ? active : byId;

  if (query.isPending) return <Skeleton lines={5} />;
  if (query.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!query.data) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.profileTitle)}</Heading>
        <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
        <LinkButton icon={<AddIcon />} href="/add-pregnancy">
          {intl.formatMessage(m.add)}
        </LinkButton>
      </div>
    );
  }
  return <PregnancyProfile pregnancy={query.data} onRemoved={onRemoved} />;
}

function PregnancyProfile({ pregnancy, onRemoved }: { pregnancy: Schema<'Pregnancy'>; onRemoved: () => void }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text } = useErrorText();
  const stage = usePregnancyStage(pregnancy);
  const child = useQuery({
    ...familyQueries.getChild(client, { params: { path: { id: pregnancy.child_id ?? 0 } } }),
    enabled: pregnancy.child_id !== null,
  });
  const remove = useMutation(familyMutations.deletePregnancy(client));
  const [removing, setRemoving] = useState(false);
  const lost = pregnancy.loss_report !== null;
  const ongoing = !lost && pregnancy.child_id === null;

  async function afterRemoving() {
    toast.show(text('notices.pregnancyRemoved'), { tone: 'success' });
    // The removed pregnancy's own queries are left alone: fetched again they would answer 404.
    await queryClient.invalidateQueries({
      queryKey: ['family'],
      predicate: (q) => q.queryKey[1] !== 'getPregnancy' && q.queryKey[1] !== 'getPregnancyStage',
    });
    onRemoved();
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.profileTitle)}</Heading>
      {ongoing && stage.data && <PregnancyWeek stage={stage.data} />}
      {ongoing && stage.data?.near_term && (
        <Alert tone="info" title={intl.formatMessage(m.nearTermTitle)}>
          {intl.formatMessage(m.nearTermBody)}
        </Alert>
      )}
      {lost && (
        <Alert tone="info" title={intl.formatMessage(m.lossRecorded)}>
          <Text>{intl.formatMessage(m.support)}</Text>
          <Text>{text('advice.crisis.postpartumSupport')}</Text>
        </Alert>
      )}
      {child.data && <Text>{intl.formatMessage(m.born, { name: child.data.first_name })}</Text>}
      {!ongoing && !lost && <Text>{intl.formatMessage(m.bornTitle)}</Text>}
      {/* The week going on says its due date itself; a birth or a week still on its way needs it here. */}
      {!lost && !(ongoing && stage.data) && (
        <Text>
          {intl.formatMessage(m.dueOn, {
            date: intl.formatDate(pregnancy.due_date ?? '', { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </Text>
      )}
      {ongoing && (
        <div className={screen.actions}>
          <LinkButton
            icon={<BabyIcon />}
            href={`/report-birth/${pregnancy.id}`}
            variant={stage.data?.near_term ? 'primary' : 'secondary'}
          >
            {intl.formatMessage(m.reportBirth)}
          </LinkButton>
          <LinkButton href={`/edit-pregnancy/${pregnancy.id}`} variant="secondary">
            {intl.formatMessage(m.edit)}
          </LinkButton>
          <Link
            href={`/pregnancy-medical-profile/${pregnancy.id}/${pregnancy.birth_plan ? 'edit' : 'create'}-birth-plan`}
          >
            {intl.formatMessage(pregnancy.birth_plan ? m.editBirthPlan : m.createBirthPlan)}
          </Link>
          <Link href={`/report-loss/${pregnancy.id}`}>{intl.formatMessage(m.reportLoss)}</Link>
        </div>
      )}
      {pregnancy.birth_plan && (
        <section aria-labelledby="birth-plan-heading">
          <Heading level={2} id="birth-plan-heading">
            {intl.formatMessage(m.birthPlan)}
          </Heading>
          <Text>{pregnancy.birth_plan.wishes}</Text>
          {pregnancy.birth_plan.support_people.length > 0 && (
            <Text>{pregnancy.birth_plan.support_people.join(', ')}</Text>
          )}
        </section>
      )}
      <Button variant="tertiary" onPress={() => setRemoving(true)}>
        {intl.formatMessage(m.remove)}
      </Button>
      <RemoveDialog
        isOpen={removing}
        title={intl.formatMessage(m.removeTitle)}
        removeLabel={intl.formatMessage(m.remove)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: pregnancy.id }, query: { update_profile: 1 } } })}
        failure="errors.removePregnancyFailed"
        onRemoved={afterRemoving}
        onKeep={() => setRemoving(false)}
      >
        {intl.formatMessage(m.removeBody)}
      </RemoveDialog>
    </div>
  );
}
