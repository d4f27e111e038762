import { ArrayMaxSize, IsArray, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_UPSELLS } from '../checkout-pricing.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** POST /api/create-payment-intent. Prices come from the catalogue, never from here. */
export class CreatePaymentIntentDto {
  @ApiProperty({ maxLength: 64, example: 'fabric-101' })
  @MaxLength(64)
  @IsString()
  guideSlug: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_UPSELLS, example: ['fabric-201-cotton'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_UPSELLS, { message: `At most ${MAX_UPSELLS} other guides can be added` })
  @MaxLength(64, { each: true })
  @IsString({ each: true })
  upsellSlugs?: string[];

  /** The total the browser shows, in dollars (spec §7); refused when it differs from the server's. */
  @ApiPropertyOptional({
    description: 'The total the page shows, in dollars: refused when it differs from the server price',
    minimum: 0,
    example: 38.98,
  })
  @IsOptional()
  @Min(0)
  @Max(1_000_000)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  amount?: number;

  /** A discount code: checked and applied by the server (the amount above includes it). */
  @ApiPropertyOptional({ maxLength: 64, example: 'SPRING-20', description: 'A discount code; case and spaces are ignored' })
  @IsOptional()
  @MaxLength(64)
  @MinLength(1)
  @IsString()
  code?: string;
}
