import type { ReactNode } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../icons';
import { RowContent, type ListRowContent } from './List';
import * as styles from './List.css';
import { listMessages } from './List.messages';

export interface GridListProps<T extends object>
  extends Omit<AriaGridListProps<T>, 'className' | 'style' | 'renderEmptyState'> {
  /** Shown when there are no rows; default 'Nothing here yet'. */
  emptyText?: string;
  className?: string;
}

/**
 * Rows the patient acts on: one Tab stop, arrow keys between rows, Enter opens (`onAction`) and,
 * with a `selectionMode`, Space selects. Screen readers hear each row's title, position and state.
 */
export function GridList<T extends object>({ emptyText, className, ...props }: GridListProps<T>) {
  const intl = useIntl();
  return (
    <AriaGridList
      {...props}
      className={[styles.list, className].filter(Boolean).join(' ')}
      renderEmptyState={() => <div className={styles.empty}>{emptyText ?? intl.formatMessage(listMessages.empty)}</div>}
    />
  );
}

export interface GridListItemProps
  extends Omit<AriaGridListItemProps, 'className' | 'style' | 'children'>,
    ListRowContent {
  /** What the row is called when the title is not plain text (typeahead and screen readers). */
  textValue?: string;
}

export function GridListItem({ title, description, start, end, textValue, ...props }: GridListItemProps) {
  return (
    <AriaGridListItem
      {...props}
      textValue={textValue ?? (typeof title === 'string' ? title : undefined)}
      className={styles.interactiveRow}
    >
      {({ isSelected }): ReactNode => (
        <>
          <RowContent title={title} description={description} start={start} end={end} />
          {/* The row's aria-selected tells screen readers; the tick shows it without colour. */}
          {isSelected && <CheckIcon className={styles.check} />}
        </>
      )}
    </AriaGridListItem>
  );
}
