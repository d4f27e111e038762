import type { StoredFile } from '../../../shared/api/uploads.js';
import { displayName } from '../file-name.js';
import { kindOfMime } from '../file-type.js';
import type { Upload } from '../upload.entity.js';

/** Response mappers of the upload routes (shapes in shared/api/uploads.ts, OpenAPI in upload-responses.dto.ts). */

/** An upload row as clients and other modules see it (its name as shown). */
export function toFile(row: Upload): StoredFile {
  const kind = kindOfMime(row.detectedType);
  const name = row.originalName && kind ? displayName(row.originalName, kind) : (row.originalName ?? 'Unknown file');
  return {
    id: row.id,
    name,
    size: row.size ?? 0,
    type: row.detectedType ?? 'application/octet-stream',
  };
}
