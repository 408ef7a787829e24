// Photos and PDFs for a message: the same checks as the patient's documents (@mat/domain's
// document rule), at most five per message as the contract's NewMessage says.
import { documentMediaTypes, documentRule, validateFile } from '@mat/domain';
import { Alert, AttachedFiles, FileDropZone } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../shared/useErrorText';
import { teamMessages as m } from './team.messages';

export const MAX_ATTACHMENTS = 5;

export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const intl = useIntl();
  const { text } = useErrorText();
  const [problem, setProblem] = useState<string>();
  const take = (file: File) => {
    const refused = validateFile(file, documentRule);
    if (refused) setProblem(text(refused.id, refused.values));
    else if (files.length >= MAX_ATTACHMENTS) setProblem(intl.formatMessage(m.tooManyFiles, { max: MAX_ATTACHMENTS }));
    else {
      setProblem(undefined);
      onChange([...files, file]);
    }
  };
  return (
    <>
      <FileDropZone
        label={intl.formatMessage(m.attach)}
        onFile={take}
        acceptedTypes={documentMediaTypes}
        maxSizeMb={documentRule.maxMb}
      />
      {problem && (
        <Alert tone="warning" isLive>
          {problem}
        </Alert>
      )}
      <AttachedFiles files={files} onChange={onChange} />
    </>
  );
}
