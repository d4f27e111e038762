import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import type { LoginRequest } from '../../../shared/api/account.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Body of POST /api/login (spec §3 Login payload). The username field also takes the
 * account's e-mail. Messages are the login form's (spec §5).
 *
 * class-validator runs a property's decorators bottom-up and the app's pipe stops at the
 * first failure: the most basic check (a string at all) is the lowest.
 */
export class LoginDto implements LoginRequest {
  @ApiProperty({ description: 'The username or the e-mail of the account', minLength: 1, maxLength: 254, example: 'ada_lovelace' })
  @Transform(trim)
  @MaxLength(254, { message: 'Username must be at most 254 characters' })
  @MinLength(1, { message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ minLength: 1, maxLength: 256, format: 'password' })
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
