import { Button, Heading, Text } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { bloodPressureMessages as m } from '../bloodPressure/bloodPressure.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';

type Format = 'pdf' | 'fhir';

/** Saves a download the browser cannot fetch by a plain link: the call needs the session header. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The patient's readings as a PDF and as a FHIR R4 Bundle, to share with any provider. */
export function ExportButtons() {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const fail = useFailureNotice();
  const [pending, setPending] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(format: Format) {
    setPending(format);
    setFailed(false);
    try {
      const path = format === 'pdf' ? '/patient/monitors/export/pdf' : '/patient/monitors/export/fhir';
      const { data, response } = await client.GET(path, { parseAs: 'blob' });
      if (!response.ok || !data) throw new Error(`Export answered ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      save(data as Blob, name ?? (format === 'pdf' ? 'matrona-readings.pdf' : 'matrona-readings.fhir.json'));
    } catch (error) {
      fail(error, () => setFailed(true));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="export-heading" className={screen.form}>
      <Heading level={2} id="export-heading">
        {intl.formatMessage(m.shareTitle)}
      </Heading>
      <div className={screen.actions}>
        <Button variant="secondary" onPress={() => void download('pdf')} isPending={pending === 'pdf'}>
          {intl.formatMessage(m.downloadPdf)}
        </Button>
        <Button variant="secondary" onPress={() => void download('fhir')} isPending={pending === 'fhir'}>
          {intl.formatMessage(m.downloadFhir)}
        </Button>
      </div>
      {failed && <Text tone="danger">{text('errors.loadDataFailed')}</Text>}
    </section>
  );
}
