import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import type { CheckoutConsentRequest, CheckoutConsentResponse } from '../../../shared/api/legal.js';

/** POST /api/checkout/consent: the versions the page showed next to the ticked box. */
export class CheckoutConsentDto implements CheckoutConsentRequest {
  @ApiProperty({ maxLength: 64, example: 'fabric-101' })
  @MaxLength(64)
  @IsString()
  guideSlug: string;

  @ApiProperty({
    maxLength: 120,
    example: 'terms@2026-11-24.3f9a1c2b+refund-policy@2026-11-24.5e6f7a8b',
    description: 'From GET /api/legal/checkout-terms',
  })
  @MaxLength(120)
  @IsString()
  @Matches(/^[\w@.+-]+$/, { message: 'termsVersion is not a version of the Terms' })
  termsVersion: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 254,
    description: "The buyer's e-mail: a discount code's per-e-mail limit is checked",
  })
  @IsShopEmail({ optional: true, required: 'Please enter a valid email address', invalid: 'Please enter a valid email address' })
  email?: string;
}

export class CheckoutConsentResponseDto implements CheckoutConsentResponse {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ description: 'The versions recorded on the order' })
  termsVersion: string;

  @ApiProperty({ format: 'date-time' })
  consentAt: string;
}
