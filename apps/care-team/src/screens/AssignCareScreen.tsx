// Adding an item or a milestone to the care plan of a patient connected to the organization, on the
// day it is for. The patient sees it on their Care page that day.
import { Alert, Button, Form, Heading, Select, Spinner, Text, TextArea, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import { assignMessages as m, shellMessages } from '../messages';
import * as styles from './console.css';
import { errorText } from './errors';
import { useAssignCare, type ItemType } from './useAssignCare';

const ITEM_TYPES: readonly ItemType[] = ['task', 'article', 'questionnaire', 'monitor', 'video', 'milestone'];

export function AssignCareScreen() {
  const intl = useIntl();
  const { patients, options, assign, field, fieldProblem, values, ...set } = useAssignCare();
  const { patient, type, title, description, day } = values;
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {patients.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {patients.isError && <Alert tone="danger">{errorText(intl, patients.error)}</Alert>}
      {patients.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.noPatients)}</Text>}
      {options.length > 0 && (
        <Form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            set.submit();
          }}
        >
          <Select
            label={intl.formatMessage(m.patient)}
            selectedKey={patient}
            onSelectionChange={(key) => set.setPatient(Number(key))}
            isRequired
            options={options}
          />
          <Select
            label={intl.formatMessage(m.type)}
            selectedKey={type}
            onSelectionChange={(key) => set.setType(key as ItemType)}
            options={ITEM_TYPES.map((id) => ({ id, label: intl.formatMessage(m[id]) }))}
          />
          <TextField
            label={intl.formatMessage(m.itemTitle)}
            value={title}
            onChange={set.setTitle}
            isRequired
            maxLength={200}
            errorMessage={field('title')}
          />
          <TextArea
            label={intl.formatMessage(m.description)}
            value={description}
            onChange={set.setDescription}
            maxLength={2000}
          />
          <TextField
            label={intl.formatMessage(m.day)}
            type="date"
            value={day}
            onChange={set.setDay}
            isRequired
            errorMessage={field('day')}
          />
          {assign.isError && !fieldProblem && <Alert tone="danger">{errorText(intl, assign.error)}</Alert>}
          <div className={styles.row}>
            <Button type="submit" variant="primary" isPending={assign.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
