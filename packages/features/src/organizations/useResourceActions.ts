// What the patient does to an organization on her care team: archive it or bring it back, take back
// its access to her medical profile, or remove it (which asks first). Each changes the care team
// and what she has shared, so both are read again.
import { unwrap, type Schema } from '@mat/api';
import { useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { organizationMessages as m } from './organizations.messages';

type ResourceAction = 'archive' | 'unarchive' | 'revoke' | 'remove';

export function useResourceActions(resource: Schema<'ReferralResource'>) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text } = useErrorText();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const name = resource.organization.name;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['organizations'] }),
      queryClient.invalidateQueries({ queryKey: ['auth'] }),
    ]);
  const act = useMutation({
    mutationFn: async (action: ResourceAction) => {
      const id = resource.id;
      if (action === 'archive')
        return unwrap(client.POST('/patient/referral-resources/archive', { body: { ids: [id] } }));
      if (action === 'unarchive')
        return unwrap(client.POST('/patient/referral-resources/unarchive', { body: { ids: [id] } }));
      if (action === 'revoke')
        return unwrap(client.DELETE('/patient/referral-resources/{id}/record-access', { params: { path: { id } } }));
      return unwrap(client.DELETE('/patient/referral-resources/{id}', { params: { path: { id } } }));
    },
    onSuccess: async (_, action) => {
      if (action === 'revoke') toast.show(intl.formatMessage(m.revoked, { name }), { tone: 'success' });
      setRemoving(false);
      await refresh();
    },
    // The spec's own words for each failure (section 8, "Care team").
    onError: (_, action) => {
      const id =
        action === 'archive'
          ? 'errors.archiveResourceFailed'
          : action === 'unarchive'
            ? 'errors.unarchiveResourceFailed'
            : action === 'remove'
              ? 'errors.removeProviderFailed'
              : 'errors.generic';
      toast.show(text(id), { tone: 'danger' });
    },
  });
  return {
    removing,
    setRemoving,
    act: (action: ResourceAction) => act.mutate(action),
    isPending: (action: ResourceAction) => act.isPending && act.variables === action,
  };
}
