import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength, NotContains } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { ApiProperty } from '@nestjs/swagger';
import type { RegisterRequest } from '../../../shared/api/account.js';

/**
 * Body of POST /api/register (spec §3 Register payload), with the registration form's
 * messages (spec §5). Beyond the spec: at most 50 characters and no '@' in a username
 * (the login field also takes an e-mail, so a username must never look like one), and
 * passwords of at most 256 characters.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

export const REGISTER_MESSAGES = {
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 50 characters',
  usernameAt: 'Username cannot contain @',
  usernameChars: 'Username cannot contain control characters',
  email: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 256 characters',
} as const;

// class-validator runs a property's decorators bottom-up and the app's pipe stops at the
// first failure: the most basic check (a string at all) is the lowest.
export class RegisterDto implements RegisterRequest {
  @ApiProperty({
    description: "No '@' and no control characters",
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    example: 'ada_lovelace',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, { message: REGISTER_MESSAGES.usernameChars })
  @NotContains('@', { message: REGISTER_MESSAGES.usernameAt })
  @MaxLength(USERNAME_MAX, { message: REGISTER_MESSAGES.usernameLong })
  @MinLength(USERNAME_MIN, { message: REGISTER_MESSAGES.usernameShort })
  @IsString({ message: REGISTER_MESSAGES.usernameShort })
  username: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ required: REGISTER_MESSAGES.email, invalid: REGISTER_MESSAGES.email })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @MaxLength(PASSWORD_MAX, { message: REGISTER_MESSAGES.passwordLong })
  @MinLength(PASSWORD_MIN, { message: REGISTER_MESSAGES.passwordShort })
  @IsString({ message: REGISTER_MESSAGES.passwordShort })
  password: string;
}
