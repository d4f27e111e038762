import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PURCHASES_PAGE_MAX } from '../../../shared/api/account.js';

const CURSOR_MESSAGE = 'cursor is not valid: pass the nextCursor of the previous page';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PURCHASES_PAGE_MAX}`;
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /api/account/purchases and /api/account/downloads: `?cursor=&limit=`. */
export class PurchasesQueryDto {
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: CURSOR_MESSAGE })
  @IsString({ message: CURSOR_MESSAGE })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: PURCHASES_PAGE_MAX })
  @Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @IsOptional()
  @Max(PURCHASES_PAGE_MAX, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}
