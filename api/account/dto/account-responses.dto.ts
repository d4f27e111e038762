import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AuthResponse, MeResponse, PurchaseRecord, PurchasesResponse, UserView } from '../../../shared/api/account.js';
import { ErrorBodyDto } from '../../common/api-docs.js';

/** OpenAPI shapes of the account routes: each implements its wire type (shared/api/account.ts). */

export class UserViewDto implements UserView {
  @ApiProperty({ example: 'ada_lovelace' })
  username: string;

  @ApiProperty({ format: 'email' })
  email: string;
}

export class PurchaseRecordDto implements PurchaseRecord {
  @ApiProperty({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    description: 'The order item id (a string in records written by older versions)',
  })
  id: number | string;

  @ApiProperty({ example: 'fabric-101' })
  guideSlug: string;

  @ApiProperty({ format: 'date-time', description: 'When the order was paid' })
  purchaseDate: string;

  @ApiProperty({ format: 'email', description: 'The purchase e-mail' })
  email: string;

  @ApiProperty({ example: '/api/download/fabric-101' })
  downloadUrl: string;

  @ApiPropertyOptional({ description: 'What was paid for this guide in cents; absent in older stored records', example: 999 })
  priceCents?: number;
}

export class AuthResponseDto implements AuthResponse {
  @ApiProperty({ type: () => UserViewDto })
  user: UserViewDto;

  @ApiProperty({ type: () => [PurchaseRecordDto] })
  purchases: PurchaseRecordDto[];
}

export class MeUserDto extends UserViewDto {
  @ApiProperty({ description: 'The e-mail is confirmed: purchases made with it are listed' })
  emailVerified: boolean;
}

export class MeResponseDto implements MeResponse {
  @ApiProperty({ type: () => MeUserDto })
  user: MeUserDto;
}

export class PurchasesResponseDto implements PurchasesResponse {
  @ApiProperty({ type: () => [PurchaseRecordDto] })
  purchases: PurchaseRecordDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' })
  nextCursor: string | null;

  @ApiProperty({ description: 'Every purchase of the account, all pages' })
  total: number;
}

/** Login and register failures also carry the spec's `error` (the same text as `message`). */
export class AuthErrorBodyDto extends ErrorBodyDto {
  @ApiProperty()
  error: string;
}
