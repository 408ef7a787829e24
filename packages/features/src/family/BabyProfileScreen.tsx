import { familyMutations, familyQueries, monitorsQueries } from '@mat/api';
import { poundsOuncesToGrams, type MeasureUnit } from '@mat/domain';
import { Alert, Button, Heading, LinkButton, Skeleton, Text, useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatWeight } from '../shared/weightUnits';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { babyMessages as m } from './baby.messages';
import { RemoveDialog } from '../shared/RemoveDialog';

export interface BabyProfileScreenProps {
  childId: number;
  onRemoved: () => void;
}

/** /baby-medical-profile/{childId}: the baby's age, birth details, weights, and removal for good. */
export function BabyProfileScreen({ childId, onRemoved }: BabyProfileScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text } = useErrorText();
  const child = useQuery(familyQueries.getChild(client, { params: { path: { id: childId } } }));
  const born = child.data?.date_of_birth != null;
  const stage = useQuery({
    ...familyQueries.getChildStage(client, { params: { path: { id: childId } } }),
    enabled: born,
  });
  const monitors = useQuery(monitorsQueries.listMonitors(client));
  const remove = useMutation(familyMutations.deleteChild(client));
  const [removing, setRemoving] = useState(false);
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';

  if (child.isPending) return <Skeleton lines={5} />;
  if (child.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  const c = child.data;
  const weightMonitor = monitors.data?.find((monitor) => monitor.type === 'weight' && monitor.child_id === c.id);

  async function afterRemoving() {
    // The removed baby's own queries are left alone: fetched again they would answer 404.
    await queryClient.invalidateQueries({
      queryKey: ['family'],
      predicate: (q) => q.queryKey[1] !== 'getChild' && q.queryKey[1] !== 'getChildStage',
    });
    await queryClient.invalidateQueries({ queryKey: ['monitors'] });
    toast.show(intl.formatMessage(m.removed), { tone: 'success' });
    onRemoved();
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{[c.first_name, c.last_name].filter(Boolean).join(' ')}</Heading>
      {stage.data && <Text size="large">{stage.data.label}</Text>}
      {!born && c.due_date && (
        <Text>
          {intl.formatMessage(m.dueOn, { date: intl.formatDate(c.due_date, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </Text>
      )}
      {c.birth_weight && (
        <Text>
          {intl.formatMessage(m.birthWeight)}:{' '}
          {formatWeight(intl, poundsOuncesToGrams(c.birth_weight.lb, c.birth_weight.oz), unit)}
        </Text>
      )}
      <div className={screen.actions}>
        <LinkButton href={`/edit-baby/${c.id}`} variant="secondary">
          {intl.formatMessage(m.edit)}
        </LinkButton>
        {weightMonitor && (
          <LinkButton href={`/weight-monitor/${weightMonitor.id}`} variant="secondary">
            {intl.formatMessage(m.weights)}
          </LinkButton>
        )}
        {c.pregnancy_id === null && (
          <LinkButton href={`/connect-pregnancy/${c.id}/birth`} variant="tertiary">
            {intl.formatMessage(m.connect)}
          </LinkButton>
        )}
      </div>
      <Button variant="tertiary" onPress={() => setRemoving(true)}>
        {intl.formatMessage(m.remove)}
      </Button>
      <RemoveDialog
        isOpen={removing}
        title={intl.formatMessage(m.removeTitle)}
        removeLabel={intl.formatMessage(m.remove)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: c.id } } })}
        failure={() => toast.show(intl.formatMessage(m.removeFailed), { tone: 'danger' })}
        onRemoved={afterRemoving}
        onKeep={() => setRemoving(false)}
      >
        {intl.formatMessage(m.removeBody)}
      </RemoveDialog>
    </div>
  );
}
