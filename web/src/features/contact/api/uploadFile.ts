import type { StoredFile, UploadSlotResponse } from '@shared/api/uploads';
import { ApiError, apiJson } from '../../../lib/api-client';

/** Spec §3 'Uploaded file record'. */
export interface UploadedFile {
  /** Default 'Unknown file'. */
  name: string;
  /** The upload address without its query string, e.g. '/objects/uploads/{id}'. */
  url: string;
  /** Bytes, default 0. */
  size: number;
}

/** What the PUT answers on success, read defensively (any field may be missing). */
type StoredObject = Partial<StoredFile>;

/** POST /api/objects/upload (no body) → a single-use upload address with a token. */
export async function requestUploadUrl(): Promise<string> {
  const { uploadURL } = await apiJson<Partial<UploadSlotResponse>>('POST', '/api/objects/upload');
  if (typeof uploadURL !== 'string' || !uploadURL) throw new Error('No upload address received');
  return uploadURL;
}

/** The stored address: the upload address without its query string (spec §7). */
export function storedAddress(uploadURL: string): string {
  return uploadURL.split('?')[0].split('#')[0];
}

/**
 * PUTs the raw file to the upload address with XMLHttpRequest so progress can be shown.
 * Rejects with ApiError ('status: body') on a non-2xx answer (413 too large, 415 wrong type).
 */
export function putFile(uploadURL: string, file: File, onProgress?: (percent: number) => void): Promise<StoredObject> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : {}) as StoredObject);
        } catch {
          resolve({});
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(file);
  });
}

/** Asks for an upload address, sends the file, and returns the record the forms attach. */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const uploadURL = await requestUploadUrl();
  const stored = await putFile(uploadURL, file, onProgress);
  const size = typeof file.size === 'number' ? file.size : typeof stored.size === 'number' ? stored.size : 0;
  return {
    // The server's name: cleaned, with the extension of what the bytes are.
    name: stored.name || file.name || 'Unknown file',
    url: storedAddress(uploadURL),
    size: size || 0,
  };
}
