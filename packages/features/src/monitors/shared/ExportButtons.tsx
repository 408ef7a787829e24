import { Button, Heading, Text } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { exportButtonsMessages as m } from './exportButtons.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';
import { save } from '../../shared/saveDownload';

type Format = 'pdf' | 'fhir';

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
