import type { Language } from '@mat/domain';
import { Alert, Link, LinkButton, PublicFooter, PublicHeader, PublicLayout, Text } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { articleMessages } from './pages/articles.messages';
import { giftMessages, healthPlanMessages } from './pages/more.pages.messages';
import { siteMessages as m } from './site.messages';
import { localizedPath } from './url';

export type SiteProps = {
  language: Language;
  path: string;
  /** The page in the other language, when its address is not the path with or without /es (an article). */
  otherPath?: string;
  appOrigin: string;
  children: ReactNode;
};

/** The public header and footer layout of spec section 2, around every marketing page. */
export function Site({ language, path, otherPath, appOrigin, children }: SiteProps) {
  const intl = useIntl();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <PublicLayout
      header={
        <PublicHeader
          brand={
            <Link href={localizedPath('/', language)} aria-label={intl.formatMessage(m.home)}>
              Matrona
            </Link>
          }
          actions={
            <>
              <Link href={otherPath ?? localizedPath(path, other)} hrefLang={other}>
                <span lang={other}>{intl.formatMessage(m.otherLanguage)}</span>
              </Link>
              <Link href={`${appOrigin}/auth/login`}>{intl.formatMessage(m.logIn)}</Link>
              <LinkButton href={`${appOrigin}/auth/register`} variant="primary">
                {intl.formatMessage(m.join)}
              </LinkButton>
            </>
          }
        />
      }
      footer={
        <PublicFooter>
          <Link href={localizedPath('/about', language)}>{intl.formatMessage(m.about)}</Link>
          <Link href={localizedPath('/faq', language)}>{intl.formatMessage(m.faq)}</Link>
          <Link href={localizedPath('/health-plans', language)}>{intl.formatMessage(healthPlanMessages.title)}</Link>
          <Link href={localizedPath('/gifts', language)}>{intl.formatMessage(giftMessages.title)}</Link>
          <Link href={localizedPath('/careers', language)}>{intl.formatMessage(m.careers)}</Link>
          <Link href={localizedPath('/articles', language)}>{intl.formatMessage(articleMessages.title)}</Link>
          <Link href={localizedPath('/press', language)}>{intl.formatMessage(m.press)}</Link>
          <Link href={localizedPath('/terms', language)}>{intl.formatMessage(m.terms)}</Link>
          <Link href={localizedPath('/privacy', language)}>{intl.formatMessage(m.privacy)}</Link>
          <Text as="span" size="small">
            {intl.formatMessage(m.support)}
          </Text>
        </PublicFooter>
      }
    >
      {children}
      <Alert tone="info">{intl.formatMessage(m.emergency)}</Alert>
    </PublicLayout>
  );
}
