import { ApiProperty } from '@nestjs/swagger';
import type { CheckoutTermsResponse, LegalDocResponse } from '../../../shared/api/legal.js';
import { LEGAL_DOCS, type LegalDocId } from '../../../shared/legal.js';

/** OpenAPI shapes of the legal routes: each implements its wire type (shared/api/legal.ts). */

export class LegalDocResponseDto implements LegalDocResponse {
  @ApiProperty({ enum: LEGAL_DOCS })
  doc: LegalDocId;

  @ApiProperty({ example: 'Terms and Conditions' })
  title: string;

  @ApiProperty({ description: 'The markdown rendered to HTML; raw HTML in the source is escaped' })
  html: string;

  @ApiProperty({ example: '2026-11-24.3f9a1c2b', description: "The file's date and a hash of the text shown" })
  version: string;

  @ApiProperty({ format: 'date-time', description: "The file's modification time" })
  updatedAt: string;
}

export class CheckoutTermsResponseDto implements CheckoutTermsResponse {
  @ApiProperty({ example: 'terms@2026-11-24.3f9a1c2b+refund-policy@2026-11-24.5e6f7a8b' })
  termsVersion: string;
}
