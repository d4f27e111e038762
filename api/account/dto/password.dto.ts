import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { PASSWORD_MAX, PASSWORD_MIN, REGISTER_MESSAGES } from './register.dto.js';
import { ApiProperty } from '@nestjs/swagger';

/**
 * Bodies of the password routes (account recovery and self-service). A new password
 * follows the registration rules and messages (spec §5). As in every DTO, the most basic
 * check of a property is its lowest decorator.
 */
export const PASSWORD_MESSAGES = {
  email: REGISTER_MESSAGES.email,
  token: 'This reset link is incomplete. Please use the whole link from the e-mail.',
  currentRequired: 'Current password is required',
  passwordShort: REGISTER_MESSAGES.passwordShort,
  passwordLong: REGISTER_MESSAGES.passwordLong,
} as const;

export const VERIFY_TOKEN_MESSAGE = 'This confirmation link is incomplete. Please use the whole link from the e-mail.';

/** POST /api/account/forgot-password */
export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ required: PASSWORD_MESSAGES.email, invalid: PASSWORD_MESSAGES.email })
  email: string;
}

/** POST /api/account/reset-password: the token from the e-mail's link and the new password. */
export class ResetPasswordDto {
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{43}$', description: "The token of the e-mail's reset link" })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: PASSWORD_MESSAGES.token })
  @IsString({ message: PASSWORD_MESSAGES.token })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_MESSAGES.passwordLong })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGES.passwordShort })
  @IsString({ message: PASSWORD_MESSAGES.passwordShort })
  password: string;
}

/** POST /api/account/verify: the token of the verification e-mail's link. */
export class VerifyEmailDto {
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{43}$', description: "The token of the verification e-mail's link" })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: VERIFY_TOKEN_MESSAGE })
  @IsString({ message: VERIFY_TOKEN_MESSAGE })
  token: string;
}

/** POST /api/account/change-password */
export class ChangePasswordDto {
  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX, format: 'password' })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_MESSAGES.passwordLong })
  @MinLength(1, { message: PASSWORD_MESSAGES.currentRequired })
  @IsString({ message: PASSWORD_MESSAGES.currentRequired })
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_MESSAGES.passwordLong })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGES.passwordShort })
  @IsString({ message: PASSWORD_MESSAGES.passwordShort })
  newPassword: string;
}
