import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Text } from '../Text';
import * as styles from './AttachedFiles.css';
import { attachedFilesMessages } from './AttachedFiles.messages';

export interface AttachedFilesProps<F extends { name: string }> {
  /** The files chosen so far, in the order they were added; nothing is shown while there are none. */
  files: readonly F[];
  /** Called with the files left when one is removed. */
  onChange: (files: F[]) => void;
}

/** The files picked for a message, each with its name and a button that removes it. */
export function AttachedFiles<F extends { name: string }>({ files, onChange }: AttachedFilesProps<F>) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(attachedFilesMessages.label)}>
      {files.map((file, index) => (
        // Two files may share a name; their place tells them apart.
        <li key={`${file.name}-${index}`} className={styles.row}>
          <Text as="span" className={styles.name}>
            {file.name}
          </Text>
          <Button variant="tertiary" onPress={() => onChange(files.filter((_, i) => i !== index))}>
            {intl.formatMessage(attachedFilesMessages.remove, { name: file.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
