import { renderToString } from 'react-dom/server';
import { App, used } from './App';

const html = renderToString(<App locale="es" />);
const expectations: [string, boolean][] = [
  ['the theme class is applied', html.includes('mat-theme-high-contrast')],
  ['Spanish texts come from uiMessages', html.includes('Mostrar contraseña')],
  ['the server error shows beside its field', html.includes('Invalid email')],
  ['vars are custom properties', used.brand === 'var(--mat-color-brand-default)'],
  ['tokens.json holds the values', /^#[0-9a-f]{6}$/i.test(used.json)],
];
const failed = expectations.filter(([, ok]) => !ok);
for (const [name, ok] of expectations) console.log(`${ok ? 'ok' : 'FAILED'}: ${name}`);
if (failed.length) throw new Error(`${failed.length} consumer expectation(s) failed`);
