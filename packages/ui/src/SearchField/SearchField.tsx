import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription } from '../Field';
import { CloseIcon, SearchIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import * as styles from './SearchField.css';
import { searchFieldMessages } from './SearchField.messages';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  className?: string;
}

/** Search (articles, resources): Enter submits, Escape or the clear button empties it. */
export function SearchField({ label, description, placeholder, className, ...props }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <AriaSearchField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <SearchIcon className={styles.icon} />
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={intl.formatMessage(searchFieldMessages.clear)}>
          <CloseIcon />
        </Button>
      </Group>
    </AriaSearchField>
  );
}
