import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';

/**
 * Upload types (spec §5: PDF, DOC, DOCX, JPG/JPEG, PNG), recognised by their bytes, never
 * by name. The declared Content-Type must agree with what the bytes are.
 */
export type UploadKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

export interface UploadTypeInfo {
  kind: UploadKind;
  /** The canonical MIME type, stored and answered. */
  mime: string;
  ext: string;
}

export const UPLOAD_TYPES: Readonly<Record<UploadKind, UploadTypeInfo>> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
  doc: { kind: 'doc', mime: 'application/msword', ext: 'doc' },
  docx: {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  jpg: { kind: 'jpg', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'png', mime: 'image/png', ext: 'png' },
};

/** Declared Content-Types we accept, with the aliases some systems send. */
const DECLARED: Readonly<Record<string, UploadKind>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
};

/**
 * What the client says the file is: one of our kinds, 'unspecified' for a missing header or
 * application/octet-stream (a browser that does not know the extension), or null for any
 * other type (refused with 415 before a byte is read).
 */
export function declaredKind(contentType: string | undefined): UploadKind | 'unspecified' | null {
  if (!contentType) return 'unspecified';
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return 'unspecified';
  return DECLARED[type] ?? null;
}

/**
 * What file-type (https://github.com/sindresorhus/file-type) detects, for the types that
 * are one of our kinds. Anything else it detects, or nothing, is refused.
 */
const DETECTED: ReadonlyMap<string, UploadKind> = new Map<string, UploadKind>([
  ['pdf', 'pdf'],
  ['jpg', 'jpg'],
  ['png', 'png'],
  // An animated PNG is a PNG: every PNG reader shows its first frame.
  ['apng', 'png'],
  // Word 97-2003 files are OLE2 compound files; file-type names only the container.
  ['cfb', 'doc'],
  ['docx', 'docx'],
]);

function kindOf(result: FileTypeResult | undefined): UploadKind | null {
  return (result && DETECTED.get(result.ext)) ?? null;
}

/** The kind of the bytes, or null when they are none of the five. */
export async function sniff(bytes: Uint8Array): Promise<UploadKind | null> {
  return kindOf(await fileTypeFromBuffer(bytes));
}

/**
 * Sniffs a file on disk, reading only what detection needs (the head, and a zip's entry
 * headers). Bytes the parser cannot make sense of are refused; errors reading the file
 * itself (a Node system error) are thrown.
 */
export async function sniffFile(path: string): Promise<UploadKind | null> {
  try {
    return kindOf(await fileTypeFromFile(path));
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).syscall === 'string') throw err;
    return null;
  }
}
