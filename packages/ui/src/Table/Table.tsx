import type { ReactNode } from 'react';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** What the cell shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the end edge, in tabular figures. */
  isNumeric?: boolean;
  /** The cell that names its row for a screen reader (a `th` with `scope="row"`); one per table. */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table: what a screen reader announces on entering it. */
  caption: string;
  /** Hide the caption when a heading right above already says the same. */
  isCaptionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * Data to read and compare, such as readings: a native table, so screen readers offer their table
 * commands (row and column headers read with each cell). Not for layout, nor for picking rows.
 */
export function Table<Row>({ caption, isCaptionHidden, columns, rows, rowKey }: TableProps<Row>) {
  return (
    // A region that scrolls must be reachable by keyboard, and named for a screen reader.
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={isCaptionHidden ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={[styles.headerCell, column.isNumeric && styles.numeric].filter(Boolean).join(' ')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const className = [styles.bodyCell, column.isNumeric && styles.numeric].filter(Boolean).join(' ');
                return column.isRowHeader ? (
                  <th key={column.key} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
