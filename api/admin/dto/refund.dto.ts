import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength, registerDecorator } from 'class-validator';
import { REFUND_MAX_ITEMS, REFUND_REASON_MAX_LENGTH } from '../../../shared/api/refunds.js';

/** 'all', or 1 to REFUND_MAX_ITEMS distinct positive whole numbers. */
export function isRefundItems(value: unknown): value is number[] | 'all' {
  if (value === 'all') return true;
  if (!Array.isArray(value) || value.length === 0 || value.length > REFUND_MAX_ITEMS) return false;
  if (!value.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) return false;
  return new Set(value).size === value.length;
}

function IsRefundItems(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isRefundItems',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: `itemIds must be 'all' or a list of 1 to ${REFUND_MAX_ITEMS} different line item ids`,
      },
      validator: { validate: (value: unknown) => isRefundItems(value) },
    });
}

/** Whitespace at the ends is dropped; a reason of spaces only is no reason. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/orders/{id}/refunds */
export class CreateRefundDto {
  @ApiProperty({
    oneOf: [
      { type: 'string', enum: ['all'] },
      { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: REFUND_MAX_ITEMS },
    ],
    description: "'all' (every guide the buyer still owns) or the line item ids to refund",
  })
  @IsRefundItems()
  itemIds: number[] | 'all';

  @ApiProperty({ minLength: 1, maxLength: REFUND_REASON_MAX_LENGTH, description: 'Why (kept in the order history; not sent to the buyer)' })
  @Transform(trimmed)
  @MaxLength(REFUND_REASON_MAX_LENGTH, { message: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
  @IsString({ message: 'reason must be text' })
  @MinLength(1, { message: 'Please give a reason for the refund' })
  reason: string;
}
