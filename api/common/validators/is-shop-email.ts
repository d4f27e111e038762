/**
 * The one validation of an e-mail address in a request body: defined, a string, not
 * empty, at most 254 characters (RFC 5321's path limit), no control characters (`isEmail`
 * lets a quoted local part carry a line break, which would split the address over two
 * lines of an e-mail or a log) and an address by class-validator's `isEmail`; trimmed (and
 * by default lower-cased) first. Each DTO keeps its own messages.
 * `optional`: a missing (or null) field passes; one that is sent is checked all the same.
 */
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export const EMAIL_MAX_LENGTH = 254;

/** No C0 control character (line breaks, tabs, NUL...) and no DEL anywhere. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

export interface ShopEmailOptions {
  /** When the field is missing or empty. */
  required?: string;
  /** When it is not a string, too long, or not an address. */
  invalid?: string;
  /** 'lowercase' (default): trimmed and lower-cased; 'trim': trimmed; 'none': as sent. */
  normalise?: 'lowercase' | 'trim' | 'none';
  /** The field may be left out (undefined or null); an empty string is still refused. */
  optional?: boolean;
}

const NORMALISE = {
  lowercase: (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  trim: (v: unknown) => (typeof v === 'string' ? v.trim() : v),
};

export function IsShopEmail(options: ShopEmailOptions = {}): PropertyDecorator {
  const required = options.required ?? 'email is required';
  const invalid = options.invalid ?? 'email must be a valid e-mail address';
  const normalise = options.normalise === 'none' ? null : NORMALISE[options.normalise ?? 'lowercase'];
  // class-validator checks in the order the decorators are applied; the app's pipe stops
  // at the first failure, so the most basic check comes first.
  const decorators: PropertyDecorator[] = [
    ...(normalise ? [Transform(({ value }) => normalise(value))] : []),
    options.optional ? IsOptional() : IsDefined({ message: required }),
    IsString({ message: invalid }),
    MinLength(1, { message: required }),
    MaxLength(EMAIL_MAX_LENGTH, { message: invalid }),
    Matches(NO_CONTROL_CHARACTERS, { message: invalid }),
    IsEmail({}, { message: invalid }),
  ];
  return (target, property) => {
    for (const decorate of decorators) decorate(target, property);
  };
}
