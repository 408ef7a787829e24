import { articlesQueries } from '@mat/api';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/catalogue';
import { MatProvider } from '../provider/MatProvider';
import { useMat } from '../provider/MatContext';
import { fakeApi } from '../test/fakeApi';
import { storyUser } from '../test/storyProviders';
import { memoryTokenStore } from '../provider/tokenStore';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useSession } from './useSession';

const english = { ...storyUser, user_data: { prefs: { ...storyUser.user_data.prefs, language: 'en' as const } } };

/** A screen showing a text the server words, and the switch. */
function Words({ show }: { show: (locale: Locale) => void }) {
  const { client } = useMat();
  const { user } = useSession();
  const switchLanguage = useLanguageSwitch(show);
  const categories = useQuery(articlesQueries.listArticleParentCategories(client));
  return (
    <>
      <p>{categories.data?.map((category) => category.name).join(', ')}</p>
      <p>profile: {user?.user_data.prefs.language}</p>
      <button onClick={() => switchLanguage('es')}>switch</button>
    </>
  );
}

function Host({ fetch, token }: { fetch: typeof globalThis.fetch; token: string | null }) {
  const [locale, setLocale] = useState<Locale>('en');
  const [tokens] = useState(() => memoryTokenStore(token));
  return (
    <MatProvider locale={locale} tokens={tokens} fetch={fetch} apiBaseUrl="http://matrona.test/api/v2">
      <Words show={setLocale} />
    </MatProvider>
  );
}

const categoryIn = (call: { headers: Headers }) => ({
  body: [
    {
      id: 1,
      name: call.headers.get('Accept-Language') === 'es' ? 'Embarazo' : 'Pregnancy',
      slug: 'pregnancy',
      parent_id: null,
      image: null,
    },
  ],
});

describe('useLanguageSwitch', () => {
  it('words the answers shown in the new language and keeps it on the profile of a signed-in patient', async () => {
    const api = fakeApi({
      'GET /user': { body: english },
      'GET /article/parent-categories': categoryIn,
      'PUT /patient/profile/language': (call) => ({
        body: { ...english, user_data: { prefs: { ...english.user_data.prefs, ...(call.body as object) } } },
      }),
    });
    render(<Host fetch={api.fetch} token="session" />);
    expect(await screen.findByText('Pregnancy')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    expect(await screen.findByText('Embarazo')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('profile: es')).toBeTruthy());
    const saves = api.calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([{ language: 'es' }]);
    // Its answer, the patient kept in the session, is worded in the new language too.
    expect(saves.map((call) => call.headers.get('Accept-Language'))).toEqual(['es']);
  });

  it("words a visitor's answers in the new language without a profile to save", async () => {
    const api = fakeApi({ 'GET /article/parent-categories': categoryIn });
    render(<Host fetch={api.fetch} token={null} />);
    expect(await screen.findByText('Pregnancy')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    expect(await screen.findByText('Embarazo')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
