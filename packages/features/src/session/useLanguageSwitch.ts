// The one place the language is switched (its rule: apps/server/src/services/language.ts). The
// host shows the new language, which the API client sends on every call from then on, so the
// server words its answers in it (MatProvider fetches again what was worded in the former one).
// Signed in, the profile keeps it too: push notices and texts, sent without a call, use it.
import { authQueries, unwrap } from '@mat/api';
import { useToast } from '@mat/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/catalogue';
import { useMat } from '../provider/MatContext';
import { useSession } from './useSession';

/** Switches the language: `show` is the host's (it stores it on the device and loads its messages). */
export function useLanguageSwitch(show: (locale: Locale) => void): (locale: Locale) => void {
  const intl = useIntl();
  const toast = useToast();
  const { client } = useMat();
  const { readUser } = useSession();
  const queryClient = useQueryClient();

  return useCallback(
    (locale: Locale) => {
      show(locale);
      const user = readUser();
      if (!user || user.user_data.prefs.language === locale) return;
      // PUT /patient/profile/language asked directly, not through profileMutations: this hook is in
      // the chunk every page loads, and that object would bring every profile call with it.
      // Worded in the new language, as every call after the switch (the client's own language
      // follows once the new messages have come).
      unwrap(
        client.PUT('/patient/profile/language', {
          body: { language: locale },
          headers: { 'Accept-Language': locale },
        }),
      )
        .then((answer) => queryClient.setQueryData(authQueries.getCurrentUser(client).queryKey, answer))
        // The screens are already in the new language and the server answers in it; only notices
        // would keep the former one, so the patient is told the switch was not saved.
        .catch(() => toast.show(intl.formatMessage({ id: 'errors.generic' }), { tone: 'danger' }));
    },
    [show, readUser, queryClient, client, toast, intl],
  );
}
