import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../shared/api/outbox.js';
import { OUTBOX_PAGE_SIZE } from '../mail.service.js';

/** `?status=` (empty) means no filter, like leaving it out. */
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /api/admin/outbox: `?status=failed&cursor=<nextCursor>&limit=50`. */
export class OutboxQueryDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;

  /** The `nextCursor` of the previous page. */
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(/^[1-9]\d{0,14}$/, { message: 'cursor must be the nextCursor of a previous page' })
  cursor?: string;

  @Transform(emptyIsUnset)
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(OUTBOX_PAGE_SIZE.max)
  limit?: number;
}
