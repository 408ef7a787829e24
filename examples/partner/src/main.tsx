// The browser entry: Matrona's three style sheets, Cedar's theme after them (its override does
// not depend on that order, see theme.css), the handed-over session, and the page.
import '@mat/tokens/style.css';
import '@mat/ui/style.css';
import '@mat/features/style.css';
import './theme.css';
import { isLocale } from '@mat/features';
import { createRoot } from 'react-dom/client';
import { PartnerPage } from './App';
import { takeHandedOverSession } from './session';

const requested = new URLSearchParams(window.location.search).get('lang');
const locale = requested !== null && isLocale(requested) ? requested : 'en';
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <PartnerPage
    locale={locale}
    tokens={takeHandedOverSession(window.location, window.history)}
    apiBaseUrl="/cedar/matrona/v2"
    matronaAppUrl={import.meta.env.VITE_MATRONA_APP_URL ?? 'https://app.matrona.example/'}
  />,
);
