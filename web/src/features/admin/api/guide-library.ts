import type { EditionResult, GuideLibrary } from '@shared/api/guide-library';
import { EDITION_FILE_FIELD } from '@shared/api/guide-library';
import useSWR from 'swr';
import { ApiError, apiJson } from '../../../lib/api-client';
import { withoutControlCharacters } from '@shared/display-text';

/** The guide library of the back office: its list and the upload of a new edition. */

export const GUIDE_LIBRARY_KEY = '/api/admin/guides';

export function fetchGuideLibrary(url: string): Promise<GuideLibrary> {
  return apiJson<GuideLibrary>('GET', url);
}

/** GET /api/admin/guides; reloaded whenever the tab is shown again. */
export function useGuideLibrary(onError: (error: unknown) => void) {
  return useSWR<GuideLibrary>(GUIDE_LIBRARY_KEY, fetchGuideLibrary, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: true,
    shouldRetryOnError: false,
    onError,
  });
}

export interface EditionUpload {
  file: File;
  note: string;
  notify: boolean;
}

/**
 * POST /api/admin/guides/{slug}/editions as multipart/form-data. XMLHttpRequest rather
 * than fetch: a guide PDF can be large, and only XHR reports upload progress (0..1).
 */
export function uploadEdition(slug: string, upload: EditionUpload, onProgress: (share: number) => void): Promise<EditionResult> {
  const form = new FormData();
  // Cleaned like every other body (api-client.ts): the API refuses control characters.
  form.append('note', withoutControlCharacters(upload.note));
  form.append('notify', upload.notify ? 'true' : 'false');
  form.append(EDITION_FILE_FIELD, upload.file, upload.file.name);
  return new Promise<EditionResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/guides/${encodeURIComponent(slug)}/editions`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as EditionResult);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'The upload was interrupted. Check the connection and try again.'));
    xhr.send(form);
  });
}

/** POST /api/admin/guides/{slug}/editions/{n}/announce: the buyers not told yet. */
export function announceEdition(slug: string, edition: number): Promise<EditionResult> {
  return apiJson<EditionResult>('POST', `/api/admin/guides/${encodeURIComponent(slug)}/editions/${edition}/announce`, {});
}
