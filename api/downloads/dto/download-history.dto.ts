import { ApiProperty } from '@nestjs/swagger';
import type { OrderDownload, OrderDownloadsResponse, OwnDownload, OwnDownloadsResponse } from '../../../shared/api/downloads.js';

/** OpenAPI shapes of the download history (shared/api/downloads.ts). */

export class OwnDownloadDto implements OwnDownload {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty()
  guideSlug: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.x', description: 'Truncated' })
  ip: string | null;
}

export class OwnDownloadsResponseDto implements OwnDownloadsResponse {
  @ApiProperty({ type: () => [OwnDownloadDto] })
  downloads: OwnDownloadDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class OrderDownloadDto implements OrderDownload {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty()
  guideSlug: string;

  @ApiProperty({ enum: ['session', 'account', 'link'] })
  via: 'session' | 'account' | 'link';

  @ApiProperty({ type: String, nullable: true })
  ip: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent: string | null;

  @ApiProperty()
  bytes: number;
}

export class OrderDownloadsResponseDto implements OrderDownloadsResponse {
  @ApiProperty({ type: () => [OrderDownloadDto] })
  downloads: OrderDownloadDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}
