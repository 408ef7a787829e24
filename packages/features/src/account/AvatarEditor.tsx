import { authQueries, profileMutations } from '@mat/api';
import { avatarRule, validateAvatar } from '@mat/domain';
import { Avatar, Button, FileDropZone, Heading, Text, useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';
import { useFailureNotice } from '../shared/useFailureNotice';

/** The profile photo (/profile-avatar): chosen or dropped, checked by @mat/domain before it is sent. */
export function AvatarEditor() {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const upload = useMutation(profileMutations.uploadAvatar(client));
  const remove = useMutation(profileMutations.deleteAvatar(client));
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
  }

  async function take(file: File) {
    const problem = validateAvatar(file);
    if (problem) return toast.show(text(problem.id, problem.values), { tone: 'danger' });
    try {
      await upload.mutateAsync({ body: { file } });
      await refresh();
      toast.show(intl.formatMessage(m.photoSaved), { tone: 'success' });
    } catch (error) {
      fail(error, 'errors.avatarUpdateFailed');
    }
  }

  async function drop() {
    try {
      await remove.mutateAsync({});
      await refresh();
    } catch (error) {
      fail(error, 'errors.avatarDeleteFailed');
    }
  }

  return (
    <section aria-labelledby="photo-heading" className={screen.form}>
      <Heading level={2} id="photo-heading">
        {intl.formatMessage(m.photo)}
      </Heading>
      <div className={screen.actions}>
        <Avatar name={name} src={user.avatar ?? undefined} size="large" />
        {user.avatar && (
          <Button variant="tertiary" onPress={() => void drop()} isPending={remove.isPending}>
            {intl.formatMessage(m.removePhoto)}
          </Button>
        )}
      </div>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.photoHint)}
      </Text>
      <FileDropZone
        label={intl.formatMessage(m.choosePhoto)}
        onFile={(file) => void take(file)}
        maxSizeMb={avatarRule.maxMb}
        acceptedTypes={['image/*']}
      />
    </section>
  );
}
