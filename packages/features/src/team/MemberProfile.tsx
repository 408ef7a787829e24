import { profileQueries } from '@mat/api';
import { Alert, Avatar, Button, Dialog, Heading, Skeleton, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as styles from './team.css';
import { teamMessages as m } from './team.messages';

/** A care team member's profile (GET /patient/profile/practitioner/{id}), in a dialog over Team. */
export function MemberProfile({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const intl = useIntl();
  const { client } = useMat();
  const { describe, text } = useErrorText();
  const profile = useQuery(profileQueries.getCareTeamPractitioner(client, { params: { path: { id } } }));
  const data = profile.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={name}
      actions={(close) => (
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(m.close)}
        </Button>
      )}
    >
      {profile.isPending && <Skeleton lines={3} />}
      {profile.isError && <Alert tone="danger">{describe(profile.error).form ?? text('errors.loadDataFailed')}</Alert>}
      {data && (
        <div className={styles.personText}>
          <div className={styles.person}>
            <Avatar name={name} src={data.avatar ?? undefined} size="large" isDecorative />
            <Text weight="bold">{[data.degrees.join(', '), data.organization?.name].filter(Boolean).join(' · ')}</Text>
          </div>
          {data.bio && <Text>{data.bio}</Text>}
          {data.specialties.length > 0 && (
            <>
              <Heading level={3}>{intl.formatMessage(m.profileSpecialties)}</Heading>
              <Text>{data.specialties.join(', ')}</Text>
            </>
          )}
          {data.languages.length > 0 && (
            <>
              <Heading level={3}>{intl.formatMessage(m.profileLanguages)}</Heading>
              <Text>{data.languages.join(', ')}</Text>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
