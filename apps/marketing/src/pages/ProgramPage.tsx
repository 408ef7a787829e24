import type { Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { programDescription, programTitle, type Program } from '../programs';
import { siteMessages as m } from '../site.messages';
import { localizedPath } from '../url';
import * as styles from './pages.css';

/** /{program}: one of the six programs. */
export function ProgramPage({ program, language, appOrigin }: { program: Program; language: Language; appOrigin: string }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(programTitle(program))}</Heading>
      <Text size="large">{intl.formatMessage(programDescription(program))}</Text>
      <Text>{intl.formatMessage(m.programHours)}</Text>
      <div className={styles.actions}>
        <LinkButton href={`${appOrigin}/auth/register`} variant="primary">
          {intl.formatMessage(m.join)}
        </LinkButton>
        <Link href={localizedPath('/', language)}>{intl.formatMessage(m.allPrograms)}</Link>
      </div>
    </div>
  );
}
