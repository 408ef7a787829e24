// The one pagination shape of the contract: `{ data, page, has_more }`, pages from 1.
export const PAGE_SIZE = 20;

export type Page<T> = { data: T[]; page: number; has_more: boolean };

/** The rows to ask the database for: one more than a page, to know whether another follows. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE };
}

export function toPage<T>(rows: T[], page: number): Page<T> {
  return { data: rows.slice(0, PAGE_SIZE), page, has_more: rows.length > PAGE_SIZE };
}
