import { IsDefined, IsIn } from 'class-validator';
import { GUIDE_SLUGS } from '../../../shared/catalogue.js';
import type { GuideSlug } from '../../../shared/guide.types.js';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { ApiProperty } from '@nestjs/swagger';

/** Body of POST /api/download/resend-link. The address is trimmed and lower-cased. */
export class ResendLinkDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail()
  email: string;

  @ApiProperty({ enum: GUIDE_SLUGS })
  @IsDefined({ message: 'slug is required' })
  @IsIn(GUIDE_SLUGS, { message: `slug must be one of: ${GUIDE_SLUGS.join(', ')}` })
  slug: GuideSlug;
}
