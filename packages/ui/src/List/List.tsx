import type { ReactNode } from 'react';
import * as styles from './List.css';

export interface ListProps {
  children: ReactNode;
  /** Name the list when the heading above it does not (`aria-labelledby` that heading otherwise). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A list to read, not to move through: documents, a care team, the readings of a day. Rows that
 * lead somewhere carry their own link or button; when the rows themselves are what the patient
 * acts on (choose, open, select several), use GridList, which moves by arrow keys.
 */
export function List({ children, className, ...props }: ListProps) {
  return (
    <ul {...props} className={[styles.list, className].filter(Boolean).join(' ')}>
      {children}
    </ul>
  );
}

export interface ListRowContent {
  title: ReactNode;
  description?: ReactNode;
  /** Before the text: an Avatar or an icon, decorative since the title names the row. */
  start?: ReactNode;
  /** After the text: a Badge, a time, a button or link for the row. */
  end?: ReactNode;
}

export interface ListItemProps extends ListRowContent {
  className?: string;
}

export function ListItem({ className, ...content }: ListItemProps) {
  return (
    <li className={[styles.row, className].filter(Boolean).join(' ')}>
      <RowContent {...content} />
    </li>
  );
}

/** The inside of a row, shared by List and GridList so the two look alike. */
export function RowContent({ title, description, start, end }: ListRowContent) {
  return (
    <>
      {start && <span className={styles.edge}>{start}</span>}
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {end && <span className={styles.edge}>{end}</span>}
    </>
  );
}
