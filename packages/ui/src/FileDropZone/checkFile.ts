export type FileProblem = { kind: 'type' } | { kind: 'size'; limitMb: number };

export interface FileRules {
  /** MIME types or patterns like `image/*`; empty or absent accepts any. */
  acceptedTypes?: readonly string[];
  maxSizeMb?: number;
}

function typeMatches(type: string, pattern: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

/** Why a file cannot be taken ('Invalid file type', 'File exceeds {size}Mb limit'), or null. */
export function checkFile(
  file: { type: string; size: number },
  { acceptedTypes, maxSizeMb }: FileRules,
): FileProblem | null {
  if (acceptedTypes?.length && !acceptedTypes.some((pattern) => typeMatches(file.type, pattern)))
    return { kind: 'type' };
  if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024) return { kind: 'size', limitMb: maxSizeMb };
  return null;
}
