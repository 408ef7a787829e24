// Cedar Family Health's check-ins page: its own header and layout, with two of Matrona's features
// embedded under one <MatProvider>: the blood pressure monitor and the screenings. The features
// come from the area entries (@mat/features/monitors, /questionnaires), so the page's bundle holds
// those areas only; the provider and the token stores come from the main entry.
import { MatProvider, type Locale, type TokenStore } from '@mat/features';
import { BloodPressureScreen, usePressureMonitorId } from '@mat/features/monitors';
import { QuestionnairesScreen } from '@mat/features/questionnaires';
import { useState } from 'react';

/** Cedar's own words around the embedded screens, in the languages it serves. */
const words = {
  en: {
    brand: 'Cedar Family Health',
    pressure: 'Your blood pressure',
    screenings: 'Your check-ins',
    signedOut: 'Your Matrona session has ended. Sign in to Cedar again to see your check-ins.',
    noSession: 'Sign in to Cedar to see your check-ins.',
  },
  es: {
    brand: 'Cedar Salud Familiar',
    pressure: 'Tu presión arterial',
    screenings: 'Tus controles',
    signedOut: 'Tu sesión de Matrona terminó. Vuelve a entrar en Cedar para ver tus controles.',
    noSession: 'Entra en Cedar para ver tus controles.',
  },
} satisfies Record<Locale, Record<string, string>>;

export interface PartnerPageProps {
  locale: Locale;
  /** Where the handed-over Matrona session lives (see session.ts). */
  tokens: TokenStore;
  /** Cedar's own path to Matrona's v2 API, which its server forwards (vite.config.ts). */
  apiBaseUrl: string;
  /** Matrona's patient app: links inside the embedded screens (add a reading, answer a check-in) open there. */
  matronaAppUrl: string;
}

function PressureMonitor() {
  const monitorId = usePressureMonitorId();
  return monitorId === undefined ? null : <BloodPressureScreen monitorId={monitorId} />;
}

export function PartnerPage({ locale, tokens, apiBaseUrl, matronaAppUrl }: PartnerPageProps) {
  const text = words[locale];
  const [sessionEnded, setSessionEnded] = useState(false);
  const inMatrona = (path: string) => new URL(path, matronaAppUrl).href;
  const signedIn = tokens.get() !== null && !sessionEnded;

  return (
    <>
      <header className="cedar-header">
        <p>{text.brand}</p>
      </header>
      <main className="cedar-main cedar-embed">
        {signedIn ? (
          <MatProvider
            locale={locale}
            tokens={tokens}
            apiBaseUrl={apiBaseUrl}
            onUnauthorized={() => {
              tokens.clear();
              setSessionEnded(true);
            }}
            // Links of the embedded screens lead into Matrona's app (another origin: the browser
            // follows them itself); `navigate` is what a partner routing them in its own app would use.
            navigate={(path) => window.location.assign(inMatrona(path))}
            useHref={inMatrona}
          >
            <section aria-label={text.pressure}>
              <PressureMonitor />
            </section>
            <section aria-label={text.screenings}>
              <QuestionnairesScreen questionnaireHref={(id) => `/questionnaire/${id}`} />
            </section>
          </MatProvider>
        ) : (
          <p role="status">{sessionEnded ? text.signedOut : text.noSession}</p>
        )}
      </main>
    </>
  );
}
