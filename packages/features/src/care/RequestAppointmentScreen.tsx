import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Heading,
  Select,
  Skeleton,
  Text,
  TextArea,
  TextField,
} from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as m } from './appointment.messages';
import { useAppointmentRequest } from './useAppointmentRequest';

/** openapi/v2.yaml, AppointmentRequest: message up to 2000 characters, preferred times up to 500. */
const MAX_MESSAGE = 2000;
const MAX_TIMES = 500;

export interface RequestAppointmentScreenProps {
  /** An organization asked from the start (/request-an-appointment/{id}). */
  organizationId?: number;
  /** After the request was sent. */
  onRequested: () => void;
}

/** /request-an-appointment/{id?}: ask one or more care teams for an appointment about something. */
export function RequestAppointmentScreen({ organizationId, onRequested }: RequestAppointmentScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const { organizations, categories, values, submit, isSending, fieldError, formError, ...set } = useAppointmentRequest(
    organizationId,
    onRequested,
  );
  const { chosen, category, message, times } = values;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.requestTitle)}</Heading>
      <Text>{intl.formatMessage(m.requestIntro)}</Text>
      {(organizations.isPending || categories.isPending) && <Skeleton lines={4} />}
      {(organizations.isError || categories.isError) && (
        <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>
      )}
      {organizations.isSuccess && organizations.data.length === 0 && (
        <Alert tone="info">{intl.formatMessage(m.noOrganizations)}</Alert>
      )}
      {organizations.isSuccess && categories.isSuccess && organizations.data.length > 0 && (
        <Form
          aria-label={intl.formatMessage(m.requestTitle)}
          error={formError}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <CheckboxGroup
            label={intl.formatMessage(m.organizations)}
            value={chosen}
            onChange={set.setChosen}
            errorMessage={fieldError('organization_ids')}
          >
            {organizations.data.map((organization) => (
              <Checkbox key={organization.id} value={String(organization.id)}>
                {organization.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Select
            label={intl.formatMessage(m.category)}
            selectedKey={category}
            onSelectionChange={(key) => set.setCategory(key === null ? null : Number(key))}
            isRequired
            options={categories.data.map((c) => ({ id: c.id, label: c.name }))}
            errorMessage={fieldError('category_id')}
          />
          <TextArea
            label={intl.formatMessage(m.message)}
            isRequired
            maxLength={MAX_MESSAGE}
            value={message}
            onChange={set.setMessage}
            errorMessage={fieldError('message')}
          />
          <TextField
            label={intl.formatMessage(m.preferredTimes)}
            maxLength={MAX_TIMES}
            value={times}
            onChange={set.setTimes}
            errorMessage={fieldError('preferred_times')}
          />
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={isSending}>
              {intl.formatMessage(m.send)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
