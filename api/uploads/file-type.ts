import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile, fileTypeFromStream, type FileTypeResult } from 'file-type';
import type { ObjectStore } from '../storage/object-store.js';
import { isWordBinary, type ReadAt } from './cfb.js';

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

/** Extensions that name each kind; the first is the one given to a file whose name says otherwise. */
const EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc', 'dot'],
  docx: ['docx'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
};

/**
 * `name` with an extension that says what the bytes are: kept when it already names the
 * kind (any case, any alias), replaced when it names something else (`Invoice.html` →
 * `Invoice.pdf`), added when there is none (`scan` → `scan.png`; `v1.2` is not an extension).
 */
export function withKindExtension(name: string, kind: UploadKind): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  if (EXTENSIONS[kind].includes(ext.toLowerCase())) return name;
  const base = /^[A-Za-z][A-Za-z0-9]{0,9}$/.test(ext) ? name.slice(0, dot) : name;
  return `${base}.${UPLOAD_TYPES[kind].ext}`;
}

/** The kind of a stored (sniffed) MIME type. */
export function kindOfMime(mime: string | null): UploadKind | null {
  return (Object.values(UPLOAD_TYPES).find((t) => t.mime === mime)?.kind as UploadKind | undefined) ?? null;
}

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
  // Word 97-2003 files are OLE2 compound files; file-type names only the container, so a
  // 'cfb' is a doc only once its directory has a WordDocument stream (isWordBinary).
  ['cfb', 'doc'],
  ['docx', 'docx'],
]);

function kindOf(result: FileTypeResult | undefined): UploadKind | null {
  return (result && DETECTED.get(result.ext)) ?? null;
}

/** A container file-type recognised is one of our kinds only when its contents say so. */
async function confirmed(kind: UploadKind | null, readAt: ReadAt, size: number): Promise<UploadKind | null> {
  if (kind !== 'doc') return kind;
  return (await isWordBinary(readAt, size)) ? 'doc' : null;
}

/** The kind of the bytes, or null when they are none of the five. */
export async function sniff(bytes: Uint8Array): Promise<UploadKind | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const readAt: ReadAt = (offset, length) => Promise.resolve(buffer.subarray(offset, offset + length));
  return confirmed(kindOf(await fileTypeFromBuffer(bytes)), readAt, buffer.length);
}

/**
 * Sniffs a file on disk, reading only what detection needs (the head, and a zip's entry
 * headers). Bytes the parser cannot make sense of are refused; errors reading the file
 * itself (a Node system error) are thrown.
 */
export async function sniffFile(path: string): Promise<UploadKind | null> {
  try {
    const kind = kindOf(await fileTypeFromFile(path));
    if (kind !== 'doc') return kind;
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      const readAt: ReadAt = async (offset, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      };
      return await confirmed(kind, readAt, size);
    } finally {
      await handle.close();
    }
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).syscall === 'string') throw err;
    return null;
  }
}

/**
 * Sniffs a stored object: the file itself on disk (sniffFile); on S3 the head of the
 * stream, and for a doc the ranges its directory needs. Unreadable bytes are refused.
 */
export async function sniffStored(store: ObjectStore, key: string): Promise<UploadKind | null> {
  const path = store.localPath(key);
  if (path !== null) return sniffFile(path);
  const stream = await store.get(key);
  let kind: UploadKind | null;
  try {
    kind = kindOf(await fileTypeFromStream(stream));
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
  if (kind !== 'doc') return kind;
  const info = await store.head(key);
  if (!info) return null;
  const readAt: ReadAt = async (offset, length) => {
    const end = Math.min(offset + length, info.size) - 1;
    if (end < offset) return Buffer.alloc(0);
    return store.read(key, { start: offset, end });
  };
  try {
    return await confirmed(kind, readAt, info.size);
  } catch {
    return null;
  }
}
