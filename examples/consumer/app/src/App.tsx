// A tiny app that uses @mat/ui the way a consumer does: from the packed tarballs, with both
// style sheets, the providers and a few components. If it typechecks, bundles and renders,
// the packages' exports maps, types and CSS files are usable. The style sheets are imported by
// client.tsx, the browser entry.
import { themeClass, vars } from '@mat/tokens';
import tokensJson from '@mat/tokens/tokens.json';
import { Button, Form, Heading, PasswordField, TextField, UiProvider, uiMessages, useToast } from '@mat/ui';
import { IntlProvider } from 'react-intl';

function Login() {
  const toast = useToast();
  return (
    <Form validationErrors={{ email: 'Invalid email' }} onSubmit={(event) => event.preventDefault()}>
      <Heading level={1}>Log in</Heading>
      <TextField name="email" label="Email" type="email" />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <Button type="submit" onPress={() => toast.show('Saved', { tone: 'success' })}>
        Log in
      </Button>
    </Form>
  );
}

export function App({ locale = 'en' }: { locale?: 'en' | 'es' }) {
  return (
    <IntlProvider locale={locale} messages={uiMessages[locale]}>
      <UiProvider theme="highContrast">
        <Login />
      </UiProvider>
    </IntlProvider>
  );
}

export const used = { themeClass, brand: vars.color.brand.default, json: tokensJson.themes.light.color.brand.default };
