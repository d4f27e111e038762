/** Wire types of the upload routes (spec §7 Object storage). Pure types. */

/** POST /api/objects/upload: a single-use address (relative) with its token. */
export interface UploadSlotResponse {
  uploadURL: string;
}

/** PUT /objects/uploads/{id}: the stored file as clients see it. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  type: string;
}
