import { familyMutations, type Schema } from '@mat/api';
import {
  AlertDialog,
  Button,
  DatePicker,
  Form,
  Heading,
  Select,
  Text,
  TextArea,
  type CalendarDate,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { useTodayDate } from '../shared/useTodayDate';

type LossType = Schema<'PregnancyLossType'>;

export interface ReportLossScreenProps {
  pregnancyId: number;
  onReported: (pregnancyId: number) => void;
}

/** /report-loss/{id}: gently asks what happened and when, and confirms before anything changes (spec 4). */
export function ReportLossScreen({ pregnancyId, onReported }: ReportLossScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const todayDate = useTodayDate();
  const [date, setDate] = useState<CalendarDate | null>(todayDate);
  const [type, setType] = useState<LossType | null>(null);
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const report = useMutation(familyMutations.reportPregnancyLoss(client));
  const types: [LossType, string][] = [
    ['miscarriage', intl.formatMessage(m.miscarriage)],
    ['stillbirth', intl.formatMessage(m.stillbirth)],
    ['ectopic', intl.formatMessage(m.ectopic)],
    ['termination', intl.formatMessage(m.termination)],
    ['other', intl.formatMessage(m.other)],
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!date) fields.date = text('validation.required');
    if (!type) fields.type = text('validation.selectFromDropdown');
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    setConfirming(true);
  }

  async function confirm() {
    try {
      await report.mutateAsync({
        params: { path: { id: pregnancyId } },
        body: { date: date!.toString(), type: type!, notes: notes.trim() || null },
      });
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      onReported(pregnancyId);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.lossTitle)}</Heading>
      <Text>{intl.formatMessage(m.lossIntro)}</Text>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <DatePicker
          label={intl.formatMessage(m.lossDate)}
          value={date}
          onChange={setDate}
          maxValue={todayDate}
          isRequired
          errorMessage={problem.fields.date}
        />
        <Select
          label={intl.formatMessage(m.lossType)}
          selectedKey={type}
          onSelectionChange={(key) => setType(key as LossType)}
          isRequired
          options={types.map(([id, label]) => ({ id, label }))}
          errorMessage={problem.fields.type}
        />
        <TextArea label={intl.formatMessage(m.notes)} value={notes} onChange={setNotes} maxLength={1000} />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth>
          {intl.formatMessage(m.lossSubmit)}
        </Button>
      </Form>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.support)} {text('advice.crisis.postpartumSupport')}
      </Text>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.lossConfirmTitle)}
        confirmLabel={intl.formatMessage(m.lossConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        // Telling us of a loss is not a removal: the confirming button stays calm, not red.
        tone="primary"
        onConfirm={confirm}
        isPending={report.isPending}
      >
        {intl.formatMessage(m.lossConfirmBody)}
      </AlertDialog>
    </div>
  );
}
