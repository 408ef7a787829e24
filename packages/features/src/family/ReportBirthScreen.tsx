import type { Schema } from '@mat/api';
import { Button, DatePicker, Form, Heading, NumberField, TextField, SaveIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { useReportBirth } from './useReportBirth';

export interface ReportBirthScreenProps {
  pregnancyId: number;
  onReported: (child: Schema<'Child'>) => void;
}

/** /report-birth/{pregnancyId}: the baby is added and linked to the pregnancy, which then ends. */
export function ReportBirthScreen({ pregnancyId, onReported }: ReportBirthScreenProps) {
  const intl = useIntl();
  const { values, todayDate, problem, submit, isSaving, ...set } = useReportBirth(pregnancyId, onReported);
  const { firstName, lastName, born, pounds, ounces } = values;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.birthTitle)}</Heading>
      <Form
        onSubmit={submit}
        error={problem.form ?? problem.fields.birth_weight ?? null}
        validationBehavior="aria"
        className={screen.form}
      >
        <TextField
          label={intl.formatMessage(m.babyName)}
          value={firstName}
          onChange={set.setFirstName}
          isRequired
          maxLength={50}
          errorMessage={problem.fields.first_name}
        />
        <TextField
          label={intl.formatMessage(m.babyLastName)}
          value={lastName}
          onChange={set.setLastName}
          maxLength={50}
          errorMessage={problem.fields.last_name}
        />
        <DatePicker
          label={intl.formatMessage(m.birthDate)}
          value={born}
          onChange={set.setBorn}
          maxValue={todayDate}
          isRequired
          errorMessage={problem.fields.date_of_birth}
        />
        <div className={screen.actions}>
          <NumberField
            label={intl.formatMessage(m.pounds)}
            unit="lb"
            value={pounds}
            onChange={set.setPounds}
            minValue={0}
            hasStepper={false}
            isInvalid={problem.fields.birth_weight !== undefined}
          />
          <NumberField
            label={intl.formatMessage(m.ounces)}
            unit="oz"
            value={ounces}
            onChange={set.setOunces}
            minValue={0}
            maxValue={15.9}
            hasStepper={false}
            isInvalid={problem.fields.birth_weight !== undefined}
          />
        </div>
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={isSaving}>
          {intl.formatMessage(m.saveBirth)}
        </Button>
      </Form>
    </div>
  );
}
