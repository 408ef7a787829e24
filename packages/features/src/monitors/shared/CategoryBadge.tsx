import type { Schema } from '@mat/api';
import { useIntl } from 'react-intl';
import * as styles from './monitors.css';

type Category = Schema<'BloodPressureCategory'>;

/** A shape per category, so a category reads without colour: the higher, the more urgent the mark. */
const shapes: Record<Category, string> = {
  low: 'M12 18l-6-8h12z',
  normal: 'M12 4a8 8 0 1 0 0.01 0z',
  elevated: 'M12 5l7 13H5z',
  stage1: 'M5 5h14v14H5z',
  stage2: 'M12 3l9 9-9 9-9-9z',
  severe: 'M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z',
};

/** The category of a reading: its token colour, a shape and its name (spec 3; clinical.md). */
export function CategoryBadge({ category }: { category: Category }) {
  const intl = useIntl();
  return (
    <span className={`${styles.category} ${styles.categoryTone[category]}`}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={shapes[category]} fill="currentColor" />
      </svg>
      {intl.formatMessage({ id: `notices.bloodPressureCategory.${category}` })}
    </span>
  );
}
