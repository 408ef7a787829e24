import { monitorsMutations } from '@mat/api';
import { Button, useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { bloodPressureMessages as m } from './bloodPressure.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';

/** Brings in the readings a paired cuff took since the last time; they show marked as the cuff's. */
export function CuffSync() {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const sync = useMutation(monitorsMutations.syncBloodPressureDevice(client));

  async function run() {
    try {
      const { imported } = await sync.mutateAsync({ body: { device: 'pylo' } });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      toast.show(intl.formatMessage(m.synced, { count: imported }), { tone: 'success' });
    } catch (error) {
      fail(error, 'errors.loadDataFailed');
    }
  }

  return (
    <Button variant="secondary" onPress={() => void run()} isPending={sync.isPending}>
      {intl.formatMessage(m.syncCuff)}
    </Button>
  );
}
