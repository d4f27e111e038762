import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { GUIDE_SLUGS } from '../../../shared/catalogue.js';
import type { GuideSlug } from '../../../shared/guide.types.js';

/** Body of POST /api/download/resend-link. The address is trimmed and lower-cased. */
export class ResendLinkDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsDefined({ message: 'email is required' })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @IsDefined({ message: 'slug is required' })
  @IsIn(GUIDE_SLUGS, { message: `slug must be one of: ${GUIDE_SLUGS.join(', ')}` })
  slug: GuideSlug;
}
