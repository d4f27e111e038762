import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';

/** What the sandbox's test card form sends. Only the checks in sandbox/card.ts judge the values. */
export class SandboxCardDto {
  @IsString() @MaxLength(32)
  number: string;

  @IsString() @MaxLength(16)
  expiry: string;

  @IsString() @MaxLength(8)
  cvc: string;
}

/** POST /api/sandbox/confirm */
export class SandboxConfirmDto {
  @IsString() @MaxLength(200)
  clientSecret: string;

  @IsShopEmail({ required: 'Please enter a valid email address', invalid: 'Please enter a valid email address', normalise: 'none' })
  email: string;

  @IsDefined() @IsObject() @ValidateNested() @Type(() => SandboxCardDto)
  card: SandboxCardDto;
}
