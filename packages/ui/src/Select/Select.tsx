import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Label,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import * as listStyles from '../styles/listbox.css';
import * as overlay from '../styles/overlay.css';
import { useThemeClass } from '../UiProvider/ThemeContext';
import * as styles from './Select.css';
import { selectMessages } from './Select.messages';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items'> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** Pick one of a short list. For long lists that people type into (insurers, cities) use ComboBox. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  className,
  ...props
}: SelectProps) {
  const intl = useIntl();
  const themeClass = useThemeClass();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={`${themeClass} ${overlay.popover}`}>
        <ListBox items={options} className={listStyles.listBox}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={listStyles.item}
            >
              {option.label}
              <CheckIcon className={listStyles.check} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
