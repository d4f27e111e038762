import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SUBSCRIBER_SOURCES, type SubscriberSource } from '../newsletter-subscriber.entity.js';

/** Body of POST /api/newsletter/subscribe. The address is trimmed and lower-cased. */
export class SubscribeDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsDefined({ message: 'email is required' })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @IsOptional()
  @IsIn(SUBSCRIBER_SOURCES, { message: `source must be one of: ${SUBSCRIBER_SOURCES.join(', ')}` })
  source?: SubscriberSource;
}
