// The message parts vite/messageAreas.ts serves: `virtual:messages/{locale}/{part}`.
declare module 'virtual:messages/*' {
  import type { IntlConfig } from 'react-intl';

  const messages: NonNullable<IntlConfig['messages']>;
  export default messages;
}
