import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { DiscountCheckRequest, DiscountCheckResponse } from '../../../shared/api/discounts.js';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { DISCOUNT_KINDS, type DiscountTerms, DISCOUNT_CODE_MAX_LENGTH } from '../../../shared/discount.js';

/** The longest text taken as a code: a longer one is simply unknown (it could never match). */
const CODE_INPUT_MAX = 64;

/** POST /api/discount-codes/check */
export class CheckDiscountDto implements DiscountCheckRequest {
  @ApiProperty({ minLength: 1, maxLength: CODE_INPUT_MAX, example: 'SPRING-20', description: 'Case and surrounding spaces are ignored' })
  @MaxLength(CODE_INPUT_MAX)
  @IsString()
  @MinLength(1, { message: 'Please enter a discount code' })
  code: string;

  @ApiProperty({ maxLength: 64, example: 'fabric-101' })
  @MaxLength(64)
  @IsString()
  guideSlug: string;

  @ApiPropertyOptional({ type: [String], maxItems: 4, example: ['fabric-201-cotton'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @MaxLength(64, { each: true })
  @IsString({ each: true })
  upsellSlugs?: string[];

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 254,
    description: "The buyer's e-mail once typed: the code's per-e-mail limit is checked",
  })
  @IsShopEmail({ optional: true, required: 'Please enter a valid email address', invalid: 'Please enter a valid email address' })
  email?: string;
}

export class DiscountTermsDto implements DiscountTerms {
  @ApiProperty({ enum: DISCOUNT_KINDS })
  kind: DiscountTerms['kind'];

  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 100 })
  percentOff: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Cents' })
  amountOffCents: number | null;

  @ApiProperty({ type: [String], nullable: true, description: 'The guides it applies to; null: every guide' })
  guideSlugs: string[] | null;
}

export class DiscountCheckResponseDto implements DiscountCheckResponse {
  @ApiProperty({ maxLength: DISCOUNT_CODE_MAX_LENGTH, example: 'SPRING-20' })
  code: string;

  @ApiProperty({ type: DiscountTermsDto })
  terms: DiscountTermsDto;

  @ApiProperty({ example: '20% off' })
  label: string;

  @ApiProperty({ description: 'The discount of this selection, in cents', example: 580 })
  discountCents: number;
}

export { CODE_INPUT_MAX };
