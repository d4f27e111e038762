import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
} from 'class-validator';
import type {
  AdminDiscountCode,
  AdminDiscountCodeResponse,
  AdminDiscountCodesPage,
  CreateDiscountCodeRequest,
  UpdateDiscountCodeRequest,
} from '../../../shared/api/discounts.js';
import { GUIDES } from '../../../shared/catalogue.js';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  DISCOUNT_STATUSES,
  type DiscountKind,
  type DiscountStatus,
  MAX_AMOUNT_OFF_CENTS,
  normalizeDiscountCode,
} from '../../../shared/discount.js';
import { decodeCursor, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../database/keyset.js';

const GUIDE_SLUGS = GUIDES.map((g) => g.slug);
const MAX_USES = 1_000_000;
const MAX_USES_PER_EMAIL = 1_000;

/** A cross-field rule: `valid(value, dto)`. */
function Rule(name: string, message: string, valid: (value: unknown, o: Record<string, unknown>) => boolean): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown, args) => valid(value, (args?.object ?? {}) as Record<string, unknown>) },
    });
}

/** endsAt after startsAt, when both are given. */
const AfterStart = () =>
  Rule('afterStart', 'endsAt must be after startsAt', (v, o) => {
    if (typeof v !== 'string' || typeof o.startsAt !== 'string') return true;
    return Date.parse(v) > Date.parse(o.startsAt);
  });

/** Present only with kind `kind`. */
const OnlyFor = (kind: DiscountKind, field: string) =>
  Rule(`onlyFor${kind}`, `${field} goes with kind '${kind}' only`, (v, o) => v === undefined || v === null || o.kind === kind);

const ISO = { strict: true, strictSeparator: true };
const ISO_MESSAGE = (f: string) => `${f} must be a date and time in ISO 8601, e.g. 2026-12-01T00:00:00Z`;
const LIMIT_MESSAGE = (f: string, max: number) => `${f} must be a whole number from 1 to ${max}, or null for no limit`;

/** POST /api/admin/discount-codes */
export class CreateDiscountCodeDto implements CreateDiscountCodeRequest {
  @ApiProperty({ pattern: DISCOUNT_CODE_PATTERN.source, example: 'SPRING-20', description: 'Stored in upper case' })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeDiscountCode(value) : value))
  @IsString({ message: 'code must be text' })
  @Matches(DISCOUNT_CODE_PATTERN, { message: 'code must be 3 to 32 letters, digits, hyphens or underscores' })
  code: string;

  @ApiProperty({ enum: DISCOUNT_KINDS })
  @IsIn(DISCOUNT_KINDS, { message: `kind must be one of: ${DISCOUNT_KINDS.join(', ')}` })
  kind: DiscountKind;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: "With kind 'percent'" })
  @ValidateIf((o: CreateDiscountCodeDto) => o.kind === 'percent' || o.percentOff !== undefined)
  @OnlyFor('percent', 'percentOff')
  @IsInt({ message: 'percentOff must be a whole number from 1 to 100' })
  @Min(1, { message: 'percentOff must be a whole number from 1 to 100' })
  @Max(100, { message: 'percentOff must be a whole number from 1 to 100' })
  percentOff?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_AMOUNT_OFF_CENTS, description: "Cents, with kind 'fixed'" })
  @ValidateIf((o: CreateDiscountCodeDto) => o.kind === 'fixed' || o.amountOffCents !== undefined)
  @OnlyFor('fixed', 'amountOffCents')
  @IsInt({ message: `amountOffCents must be a whole number of cents from 1 to ${MAX_AMOUNT_OFF_CENTS}` })
  @Min(1, { message: `amountOffCents must be a whole number of cents from 1 to ${MAX_AMOUNT_OFF_CENTS}` })
  @Max(MAX_AMOUNT_OFF_CENTS, { message: `amountOffCents must be a whole number of cents from 1 to ${MAX_AMOUNT_OFF_CENTS}` })
  amountOffCents?: number;

  @ApiPropertyOptional({ type: [String], enum: GUIDE_SLUGS, description: 'Left out or empty: every guide' })
  @IsOptional()
  @ArrayMaxSize(GUIDE_SLUGS.length)
  @ArrayUnique({ message: 'guideSlugs lists a guide twice' })
  @IsIn(GUIDE_SLUGS, { each: true, message: `guideSlugs must name guides among: ${GUIDE_SLUGS.join(', ')}` })
  @IsArray({ message: 'guideSlugs must be a list of guide slugs' })
  guideSlugs?: string[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601(ISO, { message: ISO_MESSAGE('startsAt') })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @AfterStart()
  @IsISO8601(ISO, { message: ISO_MESSAGE('endsAt') })
  endsAt?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_USES, nullable: true, description: 'Paid orders in total' })
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  @Min(1, { message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  @Max(MAX_USES, { message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  maxUses?: number | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_USES_PER_EMAIL, nullable: true, description: 'Paid orders per e-mail' })
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  @Min(1, { message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  @Max(MAX_USES_PER_EMAIL, { message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  maxUsesPerEmail?: number | null;

  @ApiPropertyOptional({ enum: DISCOUNT_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(DISCOUNT_STATUSES, { message: `status must be one of: ${DISCOUNT_STATUSES.join(', ')}` })
  status?: DiscountStatus;
}

/** PATCH /api/admin/discount-codes/{id}: pause/resume, dates and limits (null clears one). */
export class UpdateDiscountCodeDto implements UpdateDiscountCodeRequest {
  @ApiPropertyOptional({ enum: DISCOUNT_STATUSES })
  @IsOptional()
  @IsIn(DISCOUNT_STATUSES, { message: `status must be one of: ${DISCOUNT_STATUSES.join(', ')}` })
  status?: DiscountStatus;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601(ISO, { message: ISO_MESSAGE('startsAt') })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @AfterStart()
  @IsISO8601(ISO, { message: ISO_MESSAGE('endsAt') })
  endsAt?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_USES, nullable: true })
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  @Min(1, { message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  @Max(MAX_USES, { message: LIMIT_MESSAGE('maxUses', MAX_USES) })
  maxUses?: number | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_USES_PER_EMAIL, nullable: true })
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  @Min(1, { message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  @Max(MAX_USES_PER_EMAIL, { message: LIMIT_MESSAGE('maxUsesPerEmail', MAX_USES_PER_EMAIL) })
  maxUsesPerEmail?: number | null;
}

const wholeNumber = ({ value }: { value: unknown }) =>
  value === '' ? undefined : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** GET /api/admin/discount-codes */
export class DiscountCodesQueryDto {
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Rule('isCursor', 'cursor is not valid: pass the nextCursor of the previous page', (v) => decodeCursor(v) !== null)
  @IsString({ message: 'cursor is not valid: pass the nextCursor of the previous page' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })
  @Transform(wholeNumber)
  @IsOptional()
  @IsInt({ message: PAGE_LIMIT_MESSAGE })
  @Min(1, { message: PAGE_LIMIT_MESSAGE })
  @Max(PAGE_SIZE_MAX, { message: PAGE_LIMIT_MESSAGE })
  limit?: number;
}

export class AdminDiscountCodeDto implements AdminDiscountCode {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'SPRING-20' }) code: string;
  @ApiProperty({ enum: DISCOUNT_KINDS }) kind: DiscountKind;
  @ApiProperty({ type: Number, nullable: true }) percentOff: number | null;
  @ApiProperty({ type: Number, nullable: true }) amountOffCents: number | null;
  @ApiProperty({ type: [String], nullable: true, description: 'null: every guide' }) guideSlugs: string[] | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startsAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endsAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) maxUses: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxUsesPerEmail: number | null;
  @ApiProperty({ enum: DISCOUNT_STATUSES }) status: DiscountStatus;
  @ApiProperty({ description: 'Paid orders counted against the limits' }) uses: number;
  @ApiProperty({ description: 'Checkouts holding a use' }) reserved: number;
  @ApiProperty({ description: 'Paid orders honoured after the code ran out' }) overLimitUses: number;
  @ApiProperty({ description: 'Paid by orders with this code, in cents' }) revenueCents: number;
  @ApiProperty({ description: 'Refunded of those orders (what the refunded guides were paid), in cents' }) refundedCents: number;
  @ApiProperty({ description: 'Taken off those orders, in cents' }) discountCents: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AdminDiscountCodesPageDto implements AdminDiscountCodesPage {
  @ApiProperty({ type: [AdminDiscountCodeDto] }) codes: AdminDiscountCodeDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class AdminDiscountCodeResponseDto implements AdminDiscountCodeResponse {
  @ApiProperty({ enum: [true] }) ok: true;
  @ApiProperty({ type: AdminDiscountCodeDto }) code: AdminDiscountCodeDto;
}
