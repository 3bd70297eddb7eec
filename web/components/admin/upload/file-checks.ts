// What the browser can judge of a chosen file before sending it: its declared type (or, when the system declared
// none, its extension) and its size. The server judges the bytes themselves; this only spares a doomed upload.

export interface FileRule {
  /** Accepted declared types ('image/jpeg'). */
  types: readonly string[];
  /** An `accept` string ('.jpg,.jpeg,.png,image/jpeg,image/png'): its extensions judge an undeclared type. */
  accept: string;
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

export type FileProblem = 'type' | 'size';

/** Types some systems declare for any file they cannot name. */
const UNDECLARED_TYPES = new Set(['', 'application/octet-stream']);

function extensionsOf(accept: string): string[] {
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
}

export function hasAcceptedType(file: File, rule: FileRule): boolean {
  const declared = file.type.toLowerCase();
  if (!UNDECLARED_TYPES.has(declared)) return rule.types.includes(declared);
  const name = file.name.toLowerCase();
  return extensionsOf(rule.accept).some((extension) => name.endsWith(extension));
}

/** What is wrong with the file for this rule, or null when the browser sees nothing wrong. */
export function fileProblem(file: File, rule: FileRule): FileProblem | null {
  if (!hasAcceptedType(file, rule)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The rule's words for a problem. */
export function problemText(problem: FileProblem, rule: FileRule): string {
  return problem === 'type' ? rule.wrongType : rule.tooLarge;
}

/** The same file chosen twice (picked again, or dropped after being picked) is kept once. */
export function mergeFiles(current: readonly File[], added: readonly File[]): File[] {
  const key = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
  const seen = new Set(current.map(key));
  const merged = [...current];
  for (const file of added) {
    if (seen.has(key(file))) continue;
    seen.add(key(file));
    merged.push(file);
  }
  return merged;
}
