import { familyQueries } from '@mat/api';
import { Heading, LinkButton, Table, EditIcon } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';
import { DocumentsSection } from './DocumentsSection';

/** /medical-record: the pregnancy history counts and the patient's documents. */
export function MedicalRecordScreen() {
  const intl = useIntl();
  const { client } = useMat();
  const record = useQuery(familyQueries.getPregnancyMedicalRecord(client));
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.recordTitle)}</Heading>
      {record.data && (
        <Table
          caption={intl.formatMessage(m.recordTitle)}
          isCaptionHidden
          columns={[
            // Each column named, so a screen reader says what it holds (an empty header names nothing).
            { key: 'what', header: intl.formatMessage(m.recordHistory), cell: (row) => row.label, isRowHeader: true },
            {
              key: 'count',
              header: intl.formatMessage(m.recordCount),
              cell: (row) => intl.formatNumber(row.value),
              isNumeric: true,
            },
          ]}
          rows={[
            { label: intl.formatMessage(m.pregnanciesExperienced), value: record.data.pregnancies_experienced },
            { label: intl.formatMessage(m.liveBirths), value: record.data.live_births },
            { label: intl.formatMessage(m.miscarriages), value: record.data.miscarriages },
          ]}
          rowKey={(row) => row.label}
        />
      )}
      <div className={screen.actions}>
        <LinkButton icon={<EditIcon />} href="/medical-record/medical-history/edit">
          {intl.formatMessage(m.editMedicalHistory)}
        </LinkButton>
        <LinkButton href="/pregnancy-medical-profile/active" variant="secondary">
          {intl.formatMessage(m.pregnancy)}
        </LinkButton>
      </div>
      <DocumentsSection />
    </div>
  );
}
