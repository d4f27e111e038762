import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../shared/api/outbox.js';
import { OUTBOX_PAGE_SIZE } from '../mail.service.js';

/** `?status=` (empty) means no filter, like leaving it out. */
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /api/admin/outbox: `?status=failed&cursor=<nextCursor>&limit=50`. */
export class OutboxQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, description: 'Only mail in this state (pending: not sent yet)' })
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;

  /** The `nextCursor` of the previous page. */
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page', pattern: '^[1-9][0-9]{0,14}$' })
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(/^[1-9]\d{0,14}$/, { message: 'cursor must be the nextCursor of a previous page' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: OUTBOX_PAGE_SIZE.max, default: OUTBOX_PAGE_SIZE.default })
  @Transform(emptyIsUnset)
  @IsOptional()
  @Type(() => Number)
  @Min(1)
  @Max(OUTBOX_PAGE_SIZE.max)
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
