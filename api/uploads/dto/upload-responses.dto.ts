import { ApiProperty } from '@nestjs/swagger';
import type { StoredFile, UploadSlotResponse } from '../../../shared/api/uploads.js';

/** OpenAPI shapes of the upload routes (shared/api/uploads.ts). */

export class UploadSlotResponseDto implements UploadSlotResponse {
  @ApiProperty({ description: 'Where to PUT the bytes: single-use, expiring', example: '/objects/uploads/0b1c...?token=...' })
  uploadURL: string;
}

export class StoredFileDto implements StoredFile {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The sanitised original name, its extension from the sniffed type' })
  name: string;

  @ApiProperty({ description: 'Bytes' })
  size: number;

  @ApiProperty({ example: 'application/pdf' })
  type: string;
}
