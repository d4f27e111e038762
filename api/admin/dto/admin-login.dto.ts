import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * Body of POST /api/admin/login (spec §3 Admin credentials; §5: both required).
 * class-validator runs a property's decorators bottom-up and the app's pipe stops at the
 * first failure: the most basic check (a string at all) is the lowest.
 */
export class AdminLoginDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @MinLength(1, { message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
