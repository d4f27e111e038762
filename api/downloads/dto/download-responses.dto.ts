import { ApiProperty } from '@nestjs/swagger';

/** POST /api/download/resend-link: always the same answer, whether or not the address bought the guide. */
export class ResendLinkAcceptedDto {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ example: 'If that address bought this guide, a fresh download link is on its way.' })
  message: string;
}
