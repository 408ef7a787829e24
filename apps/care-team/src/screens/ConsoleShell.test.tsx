import { UiProvider } from '@mat/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../messages/en';
import es from '../messages/es';
import { ConsoleShell } from './ConsoleShell';
import { consoleNavigation } from './navigation';

const member = { first_name: 'Grace', last_name: 'Okafor', organization: { name: 'Sunrise Maternity Care' } };

function shell(locale: 'en' | 'es', signedIn: boolean) {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : es}>
      <UiProvider>
        <ConsoleShell locale={locale} onLocaleChange={() => {}} member={signedIn ? member : null}>
          <p>page</p>
        </ConsoleShell>
      </UiProvider>
    </IntlProvider>,
  );
}

describe('ConsoleShell', () => {
  afterEach(cleanup);

  it('lists every screen of the console’s navigation, in its order, once signed in', () => {
    shell('en', true);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(consoleNavigation.map((link) => link.href));
    expect(within(nav).getByRole('link', { name: 'Video visits' })).toBeTruthy();
  });

  it('names the screens in Spanish', () => {
    shell('es', true);
    const names = within(screen.getByRole('navigation', { name: 'Consola' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(consoleNavigation.map((link) => (es as Record<string, string>)[link.label.id as string]));
    expect(names).toContain('Videoconsultas');
  });

  it('shows no navigation before sign-in', () => {
    shell('en', false);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
