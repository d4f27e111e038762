/** The names of uploaded files: cleaned when stored, and as shown when read (uploads.service.ts, reply-files.service.ts, dto/upload-responses.ts). */
import { stripInvisible } from '../../shared/display-text.js';
import { type UploadKind, withKindExtension } from './file-type.js';

const MAX_NAME_LENGTH = 255;

/**
 * Keeps the readable part of a client's file name: no path, no control, format (bidi
 * override, zero-width) or line-separator characters, at most 255 characters (the
 * extension kept). Only ever stored and shown, never a path.
 */
export function cleanFileName(raw: string | undefined): string | null {
  if (!raw) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  name = stripInvisible(name).split(/[\\/]/).pop()!.trim();
  if (name === '' || name === '.' || name === '..') return null;
  return truncateName(name);
}

function truncateName(name: string): string {
  if (name.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** The name a file is stored, shown and downloaded under: the client's, cleaned, with the extension of what the bytes are. */
export function storedFileName(raw: string | undefined, kind: UploadKind): string {
  return displayName(cleanFileName(raw) ?? 'file', kind);
}

/** A stored name as shown: rows stored before these rules get them when read. */
export function displayName(name: string, kind: UploadKind): string {
  return truncateName(withKindExtension(stripInvisible(name).trim() || 'file', kind));
}
