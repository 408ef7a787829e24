// What the date, date-and-time and time fields share besides their segments' styles
// (dateSegments.css.ts).

/**
 * Each field's segments always in two digits (03/01/2027, 09:05), whatever the locale's habit.
 * A segment is a pointer target of its own: "3" beside "1" left two targets of about 13 px whose
 * centres were under 24 px apart, which WCAG 2.5.8 (and axe's target-size) refuses; in two digits
 * they are about 27 px apart. The field also keeps its width while the patient types.
 * Before the field's own props, so a screen may still choose otherwise.
 */
export const segmentedFieldDefaults = { shouldForceLeadingZeros: true } as const;
