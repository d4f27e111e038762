import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EDITION_NOTE_MAX } from '../../../shared/api/guide-library.js';

/** A multipart field is text: 'true' / 'false' (a checkbox 'on') become booleans, anything else fails IsBoolean. */
const checkbox = ({ value }: { value: unknown }) =>
  value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value;

/** The text fields of POST /api/admin/guides/{slug}/editions (the PDF is the multipart 'file' part). */
export class AddEditionDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  // Listed bottom-up: a missing note reports IsString's message first.
  @MaxLength(EDITION_NOTE_MAX, { message: `The note must be at most ${EDITION_NOTE_MAX} characters.` })
  @IsNotEmpty({ message: 'Please say what changed in this edition.' })
  @IsString({ message: 'Please say what changed in this edition.' })
  note: string;

  /** E-mail every past buyer about the edition, with their signed download link. */
  @IsOptional()
  @Transform(checkbox)
  @IsBoolean({ message: 'notify must be true or false' })
  notify?: boolean;
}
