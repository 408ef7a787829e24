import type { Schema } from '@mat/api';
import { Checkbox, CheckboxGroup, NumberField, Radio, RadioGroup, TextArea, TextField } from '@mat/ui';
import { useState } from 'react';

export type Question = Schema<'Question'>;
export type AnswerValue = Schema<'AnswerInput'>['response'];

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  /** Called with each answer as it is given: a choice at once, typed text when the field is left. */
  onAnswer: (value: AnswerValue) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** One question of a step, in the control its type calls for. */
export function QuestionField({ question, value, onAnswer, errorMessage, isDisabled }: QuestionFieldProps) {
  const common = { isRequired: question.required, isInvalid: Boolean(errorMessage), errorMessage, isDisabled };
  switch (question.type) {
    case 'single':
    case 'yes_no':
      return (
        <RadioGroup
          label={question.text}
          value={typeof value === 'string' ? value : null}
          onChange={onAnswer}
          {...common}
        >
          {question.options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'scale': {
      const min = question.min ?? 0;
      const max = question.max ?? 10;
      const points = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      const description = [
        question.min_label && `${min}: ${question.min_label}`,
        question.max_label && `${max}: ${question.max_label}`,
      ]
        .filter(Boolean)
        .join(' · ');
      return (
        <RadioGroup
          label={question.text}
          description={description || undefined}
          orientation="horizontal"
          value={typeof value === 'number' ? String(value) : null}
          onChange={(v) => onAnswer(Number(v))}
          {...common}
        >
          {points.map((point) => (
            <Radio key={point} value={String(point)}>
              {String(point)}
            </Radio>
          ))}
        </RadioGroup>
      );
    }
    case 'multiple':
      return (
        <CheckboxGroup label={question.text} value={Array.isArray(value) ? value : []} onChange={onAnswer} {...common}>
          {question.options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    case 'number':
      return (
        <NumberField
          label={question.text}
          minValue={question.min}
          maxValue={question.max}
          value={typeof value === 'number' ? value : NaN}
          onChange={(n) => onAnswer(Number.isNaN(n) ? null : n)}
          {...common}
        />
      );
    case 'text':
      return <TypedAnswer question={question} value={value} onAnswer={onAnswer} common={common} />;
    case 'date':
      return <TypedAnswer question={question} value={value} onAnswer={onAnswer} common={common} />;
  }
}

/** Text and dates are saved when the field is left, not at every key. */
function TypedAnswer({
  question,
  value,
  onAnswer,
  common,
}: Pick<QuestionFieldProps, 'question' | 'value' | 'onAnswer'> & { common: object }) {
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '');
  const save = () => {
    if (draft !== (typeof value === 'string' ? value : '')) onAnswer(draft.trim() === '' ? null : draft);
  };
  if (question.type === 'date') {
    return <TextField label={question.text} type="date" value={draft} onChange={setDraft} onBlur={save} {...common} />;
  }
  return (
    <TextArea
      label={question.text}
      maxLength={question.max_length}
      value={draft}
      onChange={setDraft}
      onBlur={save}
      {...common}
    />
  );
}
