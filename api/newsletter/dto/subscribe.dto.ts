import { IsIn, IsOptional } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { SUBSCRIBER_SOURCES, type SubscriberSource } from '../newsletter-subscriber.entity.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Body of POST /api/newsletter/subscribe. The address is trimmed and lower-cased. */
export class SubscribeDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail()
  email: string;

  @ApiPropertyOptional({ enum: SUBSCRIBER_SOURCES, default: 'footer' })
  @IsOptional()
  @IsIn(SUBSCRIBER_SOURCES, { message: `source must be one of: ${SUBSCRIBER_SOURCES.join(', ')}` })
  source?: SubscriberSource;
}
