import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../icons';
import type { SelectOption } from '../Select';
import * as fieldStyles from '../styles/field.css';
import * as listStyles from '../styles/listbox.css';
import * as overlay from '../styles/overlay.css';
import { useThemeClass } from '../UiProvider/ThemeContext';
import * as styles from './ComboBox.css';
import { comboBoxMessages } from './ComboBox.messages';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<SelectOption>, 'className' | 'style' | 'children' | 'defaultItems'> {
  label: ReactNode;
  /** All options; they are filtered by what is typed. Pass `items` instead to filter on the server. */
  options?: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  className?: string;
}

/** Type to narrow a long list (insurer, state, city), or open it with the button or Alt+Down. */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  className,
  ...props
}: ComboBoxProps) {
  const intl = useIntl();
  const themeClass = useThemeClass();
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      // Keep the list open with "No matches" rather than closing it silently.
      allowsEmptyCollection
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <Button className={styles.button} aria-label={intl.formatMessage(comboBoxMessages.showOptions)}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={`${themeClass} ${overlay.popover}`}>
        <ListBox<SelectOption>
          className={listStyles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{intl.formatMessage(comboBoxMessages.noResults)}</div>}
        >
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
    </AriaComboBox>
  );
}
