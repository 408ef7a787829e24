/** Serializes an upload's body as multipart/form-data: files as files, a list as one part per item under its name. */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, toPart(item));
    else form.append(name, toPart(value));
  }
  return form;
}

function toPart(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
