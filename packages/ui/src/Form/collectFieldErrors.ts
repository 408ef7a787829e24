export interface FieldErrorEntry {
  /** The invalid input's id: the summary links to it. */
  id: string;
  label: string;
  message: string;
}

function textOf(doc: Document, ids: string | null): string {
  return (ids ?? '')
    .split(/\s+/)
    .map((id) => (id ? (doc.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

/**
 * Reads the form's invalid fields from the DOM, in document order, with each field's label
 * and the error text react-aria wired to it. Reading the DOM rather than the error props
 * means the summary lists exactly what the user sees, whatever made a field invalid.
 */
export function collectFieldErrors(form: HTMLFormElement): FieldErrorEntry[] {
  const doc = form.ownerDocument;
  const entries: FieldErrorEntry[] = [];
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (!field.id) continue;
    const labelled = field as HTMLInputElement;
    const label =
      textOf(doc, field.getAttribute('aria-labelledby')) ||
      (labelled.labels?.[0]?.textContent ?? '').trim() ||
      (field.getAttribute('aria-label') ?? '');
    const message = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? doc.getElementById(id)?.querySelector('[data-mat-field-error]')?.textContent : undefined))
      .filter(Boolean)
      .join(' ');
    entries.push({ id: field.id, label, message });
  }
  return entries;
}
