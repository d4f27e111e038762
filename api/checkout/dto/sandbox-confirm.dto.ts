import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { ApiProperty } from '@nestjs/swagger';

/** What the sandbox's test card form sends. Only the checks in sandbox/card.ts judge the values. */
export class SandboxCardDto {
  @ApiProperty({
    maxLength: 32,
    example: '4242 4242 4242 4242',
    description: '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined',
  })
  @MaxLength(32)
  @IsString()
  number: string;

  @ApiProperty({ maxLength: 16, example: '12 / 34' })
  @MaxLength(16)
  @IsString()
  expiry: string;

  @ApiProperty({ maxLength: 8, example: '123' })
  @MaxLength(8)
  @IsString()
  cvc: string;
}

/** POST /api/sandbox/confirm */
export class SandboxConfirmDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200)
  @IsString()
  clientSecret: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ required: 'Please enter a valid email address', invalid: 'Please enter a valid email address', normalise: 'none' })
  email: string;

  @ApiProperty({ type: () => SandboxCardDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SandboxCardDto)
  card: SandboxCardDto;
}
