import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactAccepted } from '../../../shared/api/contact.js';

/** POST /api/contact: 201 with the stored message's id; 200 without one when nothing was stored (the honeypot). */
export class ContactAcceptedDto implements ContactAccepted {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiPropertyOptional({ description: 'The stored message (201 only)' })
  id?: number;
}
