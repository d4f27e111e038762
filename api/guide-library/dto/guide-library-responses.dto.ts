import { ApiProperty } from '@nestjs/swagger';
import type {
  EditionResult,
  GuideEditionInfo,
  GuideFileSource,
  GuideLibrary,
  GuideLibraryItem,
} from '../../../shared/api/guide-library.js';
import { GUIDE_SLUGS } from '../../../shared/catalogue.js';
import type { GuideSlug } from '../../../shared/guide.types.js';

/** OpenAPI shapes of the guide library routes (shared/api/guide-library.ts). */

export class GuideEditionInfoDto implements GuideEditionInfo {
  @ApiProperty({ example: 2 })
  edition: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: "The owner's 'what changed' note" })
  note: string;

  @ApiProperty({ description: 'Bytes' })
  size: number;

  @ApiProperty()
  pages: number;

  @ApiProperty()
  sha256: string;

  @ApiProperty({ type: String, nullable: true })
  uploadedBy: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Announcement e-mails queued; null when not announced' })
  announced: number | null;
}

export class GuideFileDto {
  @ApiProperty()
  size: number;

  @ApiProperty()
  pages: number;

  @ApiProperty()
  sha256: string;
}

export class GuideLibraryItemDto implements GuideLibraryItem {
  @ApiProperty({ enum: GUIDE_SLUGS })
  slug: GuideSlug;

  @ApiProperty({ example: '101' })
  number: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: ['upload', 'sample', 'file', 'missing'] })
  source: GuideFileSource;

  @ApiProperty({ type: GuideFileDto, nullable: true })
  file: GuideFileDto | null;

  @ApiProperty({ type: GuideEditionInfoDto, nullable: true })
  current: GuideEditionInfoDto | null;

  @ApiProperty({ type: [GuideEditionInfoDto] })
  editions: GuideEditionInfoDto[];

  @ApiProperty({ type: [String], description: 'Preview image URLs, pages 1-4' })
  previews: string[];

  @ApiProperty()
  sales: number;

  @ApiProperty()
  downloads: number;

  @ApiProperty()
  buyers: number;
}

export class GuideLibraryDto implements GuideLibrary {
  @ApiProperty({ type: [GuideLibraryItemDto] })
  guides: GuideLibraryItemDto[];

  @ApiProperty({ description: 'The largest PDF the server takes, in bytes' })
  maxBytes: number;
}

export class EditionResultDto implements EditionResult {
  @ApiProperty({ type: GuideLibraryItemDto })
  guide: GuideLibraryItemDto;

  @ApiProperty({ description: 'Announcement e-mails newly queued by this request' })
  announced: number;
}
