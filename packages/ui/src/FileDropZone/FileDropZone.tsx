import { useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '../Alert';
import { Button } from '../Button';
import * as styles from './FileDropZone.css';
import { fileDropZoneMessages } from './FileDropZone.messages';
import { checkFile, type FileRules } from './checkFile';

export interface FileDropZoneProps extends FileRules {
  /** What the file is for ("Insurance card"). */
  label: ReactNode;
  /** Called with a file that passed the type and size checks. */
  onFile: (file: File) => void;
}

/** Pick a file with a button or drop one; a wrong type or a file too large is refused with a message. */
export function FileDropZone({ label, onFile, acceptedTypes, maxSizeMb }: FileDropZoneProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string>();

  const take = (file: File) => {
    const found = checkFile(file, { acceptedTypes, maxSizeMb });
    if (!found) {
      setProblem(undefined);
      onFile(file);
    } else if (found.kind === 'type') setProblem(intl.formatMessage(fileDropZoneMessages.invalidType));
    else setProblem(intl.formatMessage(fileDropZoneMessages.tooLarge, { size: found.limitMb }));
  };

  return (
    <div>
      <DropZone
        className={styles.zone}
        aria-label={intl.formatMessage(fileDropZoneMessages.area)}
        getDropOperation={(types) =>
          acceptedTypes?.length &&
          !acceptedTypes.some((t) => types.has(t)) &&
          !acceptedTypes.some((t) => t.endsWith('/*'))
            ? 'cancel'
            : 'copy'
        }
        onDrop={async (event) => {
          const item = event.items.find((i: DropItem) => i.kind === 'file');
          if (item?.kind === 'file') take(await item.getFile());
        }}
      >
        <Text slot="label" className={styles.label}>
          {label}
        </Text>
        <FileTrigger
          acceptedFileTypes={acceptedTypes ? [...acceptedTypes] : undefined}
          onSelect={(files) => files?.[0] && take(files[0])}
        >
          <Button variant="secondary">{intl.formatMessage(fileDropZoneMessages.choose)}</Button>
        </FileTrigger>
        {/* A plain span: a Text inside DropZone takes the label's slot, and with it the label's id (a duplicate id). */}
        <span>{intl.formatMessage(fileDropZoneMessages.drop)}</span>
      </DropZone>
      {problem && (
        <Alert tone="danger" isLive>
          {problem}
        </Alert>
      )}
    </div>
  );
}
