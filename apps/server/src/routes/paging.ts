// `paginate=0` on a monitor asks for its latest reading only (the Today card), in the page shape.
import type { Page } from '../services/pagination.js';

export function latestOnly<T>(readings: Page<T>): Page<T> {
  return { data: readings.data.slice(0, 1), page: 1, has_more: readings.data.length > 1 || readings.has_more };
}
