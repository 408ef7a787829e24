import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../styles/field.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** `<Checkbox value="...">` options. */
  children: ReactNode;
  className?: string;
}

/** Several checkboxes answering one question ("Which topics interest you?"). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <div>{children}</div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
