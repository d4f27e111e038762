import { ArrayMaxSize, IsArray, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_UPSELLS } from '../checkout-pricing.js';

/** POST /api/create-payment-intent. Prices come from the catalogue, never from here. */
export class CreatePaymentIntentDto {
  @IsString() @MaxLength(64)
  guideSlug: string;

  @IsOptional() @IsArray() @ArrayMaxSize(MAX_UPSELLS, { message: `At most ${MAX_UPSELLS} other guides can be added` })
  @IsString({ each: true }) @MaxLength(64, { each: true })
  upsellSlugs?: string[];

  /** The total the browser shows, in dollars (spec §7); refused when it differs from the server's. */
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(1_000_000)
  amount?: number;
}
