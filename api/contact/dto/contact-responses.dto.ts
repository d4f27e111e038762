import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** POST /api/contact: 201 with the stored message's id; 200 without one when nothing was stored (the honeypot). */
export class ContactAcceptedDto {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiPropertyOptional({ description: 'The stored message (201 only)' })
  id?: number;
}
