import { stripFormatCharacters } from '../../../shared/display-text.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../../shared/enquiry-format.js';
import { TOO_MANY_FILES } from '../../../shared/form-texts.js';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import type { AttachmentInput, ContactRequest, FormFields } from '../../../shared/api/contact.js';

export const MAX_ATTACHMENTS = 5;
export const MAX_FIELDS = 50;
/** The structured form, serialised as JSON, at most 20 kB. */
export const MAX_FIELDS_BYTES = 20_000;
const MAX_ADDRESS_LENGTH = 2048;
const MAX_FILE_NAME_LENGTH = 255;
const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const MAX_LIST_ITEMS = 50;
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

export type { AttachmentInput } from '../../../shared/api/contact.js';

function isAttachment(value: unknown): value is AttachmentInput {
  if (typeof value === 'string') return value.length > 0 && value.length <= MAX_ADDRESS_LENGTH;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const r = value as Record<string, unknown>;
  if (Object.keys(r).some((k) => k !== 'name' && k !== 'url' && k !== 'size')) return false;
  if (typeof r.url !== 'string' || r.url.length === 0 || r.url.length > MAX_ADDRESS_LENGTH) return false;
  if (r.name != null && (typeof r.name !== 'string' || r.name.length > MAX_FILE_NAME_LENGTH)) return false;
  if (r.size != null && (typeof r.size !== 'number' || !Number.isFinite(r.size) || r.size < 0)) return false;
  return true;
}

/** Each item is an upload address string or a record `{ name?, url, size? }`. */
function IsAttachmentItems(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAttachmentItems',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: 'each attachment must be an upload address or a file record { name, url, size }',
        ...options,
      },
      validator: { validate: (value: unknown) => Array.isArray(value) && value.every(isAttachment) },
    });
}

/** True for a flat object of strings, booleans and string lists, within the limits above. */
export function isFormFields(value: unknown): value is FormFields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  if (entries.length > MAX_FIELDS) return false;
  for (const [key, v] of entries) {
    if (!FIELD_KEY.test(key)) return false;
    const ok =
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      (Array.isArray(v) && v.length <= MAX_LIST_ITEMS && v.every((item) => typeof item === 'string'));
    if (!ok) return false;
  }
  return Buffer.byteLength(JSON.stringify(value), 'utf8') <= MAX_FIELDS_BYTES;
}

function IsFormFields(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isFormFields',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: `fields must be a flat object of at most ${MAX_FIELDS} strings, booleans or string lists (at most 20 kB)`,
        ...options,
      },
      validator: { validate: isFormFields },
    });
}

/** One-line fields shown to the owner: trimmed, without bidi overrides or other invisible characters. */
const visibleLine = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripFormatCharacters(value).trim() : value);

/** Body of POST /api/contact (spec §3 'Contact request', the four forms). */
export class CreateContactDto implements ContactRequest {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Ada Lovelace' })
  @Transform(visibleLine)
  @IsDefined({ message: 'name is required' })
  @IsString()
  @Length(1, 200, { message: 'name must be 1 to 200 characters' })
  @Matches(NO_CONTROL_CHARS, { message: 'name must be a single line' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ normalise: 'trim' })
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(visibleLine)
  @IsOptional()
  @MaxLength(200)
  @IsString()
  @Matches(NO_CONTROL_CHARS, { message: 'company must be a single line' })
  company?: string | null;

  @ApiProperty({ minLength: 1, maxLength: 20000 })
  @IsDefined({ message: 'message is required' })
  @IsString()
  @Length(1, 20000, { message: 'message must be 1 to 20000 characters' })
  @Matches(/\S/, { message: 'message must not be blank' })
  message: string;

  @ApiPropertyOptional({
    description: 'Upload addresses handed out by POST /api/objects/upload, or records { name, url, size }',
    type: 'array',
    nullable: true,
    maxItems: MAX_ATTACHMENTS,
    items: {
      oneOf: [
        { type: 'string', maxLength: MAX_ADDRESS_LENGTH },
        {
          type: 'object',
          required: ['url'],
          properties: {
            url: { type: 'string', maxLength: MAX_ADDRESS_LENGTH },
            name: { type: 'string', nullable: true, maxLength: MAX_FILE_NAME_LENGTH },
            size: { type: 'number', nullable: true, minimum: 0 },
          },
        },
      ],
    },
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: TOO_MANY_FILES })
  @IsAttachmentItems()
  attachments?: AttachmentInput[] | null;

  @ApiPropertyOptional({ enum: ENQUIRY_KINDS, default: 'contact' })
  @IsOptional()
  @IsIn(ENQUIRY_KINDS, { message: `kind must be one of: ${ENQUIRY_KINDS.join(', ')}` })
  kind?: EnquiryKind;

  @ApiPropertyOptional({
    description: `The structured form: at most ${MAX_FIELDS} keys of strings, booleans or string lists, 20 kB as JSON`,
    type: 'object',
    nullable: true,
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
  })
  @IsOptional()
  @IsFormFields()
  fields?: FormFields | null;

  /** Honeypot: people never see it, so it stays empty. */
  @ApiPropertyOptional({
    description: 'Honeypot: leave empty (a filled one stores and sends nothing)',
    type: String,
    nullable: true,
    maxLength: 2000,
  })
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  website?: string | null;
}
