import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';

/**
 * Body of POST /api/admin/login (spec §3 Admin credentials; §5: both required).
 * class-validator runs a property's decorators bottom-up and the app's pipe stops at the
 * first failure: the most basic check (a string at all) is the lowest.
 */
export class AdminLoginDto {
  @IsShopEmail({ required: 'Email is required', invalid: 'Please enter a valid email address' })
  email: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
