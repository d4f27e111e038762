import { ApiProperty } from '@nestjs/swagger';
import {
  MAIL_KINDS,
  type MailKind,
  OUTBOX_STATUSES,
  type OutboxItem,
  type OutboxPage,
  type OutboxRetryResponse,
  type OutboxStatus,
} from '../../../shared/api/outbox.js';

/** OpenAPI shapes of the outbox routes (shared/api/outbox.ts). */

export class OutboxItemDto implements OutboxItem {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: MAIL_KINDS })
  kind: MailKind;

  @ApiProperty({ enum: OUTBOX_STATUSES })
  status: OutboxStatus;

  @ApiProperty({ description: 'The To addresses, comma-separated' })
  recipients: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, description: 'The last delivery error, null once sent' })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due (pending)' })
  nextAttemptAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;
}

export class OutboxCountsDto {
  @ApiProperty({ description: 'Not sent yet' })
  pending: number;

  @ApiProperty({ description: 'Given up' })
  failed: number;
}

export class OutboxPageDto implements OutboxPage {
  @ApiProperty({ type: () => [OutboxItemDto] })
  items: OutboxItemDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last' })
  nextCursor: string | null;

  @ApiProperty({ type: () => OutboxCountsDto })
  counts: OutboxCountsDto;
}

export class OutboxRetryResponseDto implements OutboxRetryResponse {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ type: () => OutboxItemDto })
  item: OutboxItemDto;
}
