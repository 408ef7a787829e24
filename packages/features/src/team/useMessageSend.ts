import { authQueries } from '@mat/api';
import { useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { sendFailure } from './sendFailure';
import { teamMessages as m } from './team.messages';

/**
 * A message sent to the care team, a question or a reply alike: once sent, the toast says so and
 * the conversations and the credits left are read again; a refusal for want of credits opens the
 * paywall, any other is told (`refusal`, beside its field when the server names one).
 */
export function useMessageSend<T>(send: () => Promise<T>, onSent: (answer: T) => void) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text } = useErrorText();
  const [paywall, setPaywall] = useState(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      toast.show(intl.formatMessage(m.sent), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
      onSent(answer);
    },
    onError: (error) => sendFailure(error).paywall && setPaywall(true),
  });
  const failure = mutation.isError ? sendFailure(mutation.error) : null;
  const refusal = failure && !failure.paywall ? { field: failure.field, text: text(failure.id, failure.values) } : null;
  return { mutation, refusal, paywall, closePaywall: () => setPaywall(false) };
}
