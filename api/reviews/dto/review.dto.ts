import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GUIDES, type GuideSlug } from '../../../shared/catalogue.js';
import { REVIEW_LIMITS as L, REVIEW_STATUSES, type ReviewStatus } from '../../../shared/reviews.js';
import { decodeCursor, PAGE_SIZE_MAX } from '../../database/keyset.js';

const GUIDE_SLUGS = GUIDES.map((g) => g.slug);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyIsUnset = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** One line: no control characters at all (the text allows line breaks). */
const ONE_LINE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

export const REVIEW_MESSAGES = {
  guide: `guideSlug must be one of: ${GUIDE_SLUGS.join(', ')}`,
  rating: `rating must be a whole number from ${L.ratingMin} to ${L.ratingMax}`,
  title: `title must be at most ${L.titleMax} characters on one line`,
  textShort: `Please write at least ${L.textMin} characters`,
  textLong: `text must be at most ${L.textMax} characters`,
  name: `displayName must be at most ${L.nameMax} characters on one line`,
} as const;

/** The fields of a review (the link form has no guide: the token names it). */
export class ReviewFieldsDto {
  @ApiProperty({ minimum: L.ratingMin, maximum: L.ratingMax, example: 5 })
  @Max(L.ratingMax, { message: REVIEW_MESSAGES.rating })
  @Min(L.ratingMin, { message: REVIEW_MESSAGES.rating })
  @IsInt({ message: REVIEW_MESSAGES.rating })
  rating: number;

  @ApiPropertyOptional({ maxLength: L.titleMax })
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(ONE_LINE, { message: REVIEW_MESSAGES.title })
  @MaxLength(L.titleMax, { message: REVIEW_MESSAGES.title })
  @IsString({ message: REVIEW_MESSAGES.title })
  title?: string;

  @ApiProperty({ minLength: L.textMin, maxLength: L.textMax })
  @Transform(trim)
  @MaxLength(L.textMax, { message: REVIEW_MESSAGES.textLong })
  @MinLength(L.textMin, { message: REVIEW_MESSAGES.textShort })
  @IsString({ message: REVIEW_MESSAGES.textShort })
  text: string;

  @ApiPropertyOptional({ maxLength: L.nameMax, description: "Default: the buyer's first name and initial" })
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(ONE_LINE, { message: REVIEW_MESSAGES.name })
  @MaxLength(L.nameMax, { message: REVIEW_MESSAGES.name })
  @IsString({ message: REVIEW_MESSAGES.name })
  displayName?: string;
}

/** POST / PUT /api/account/reviews */
export class AccountReviewDto extends ReviewFieldsDto {
  @ApiProperty({ enum: GUIDE_SLUGS })
  @IsIn(GUIDE_SLUGS, { message: REVIEW_MESSAGES.guide })
  guideSlug: GuideSlug;
}

/** POST /api/reviews/by-link */
export class LinkReviewDto extends ReviewFieldsDto {
  @ApiProperty({ description: 'The token of the receipt e-mail link' })
  @MaxLength(600, { message: 'token is not valid' })
  @IsString({ message: 'token is not valid' })
  token: string;
}

const CURSOR_MESSAGE = 'cursor is not valid: pass the nextCursor of the previous page';

/** `?cursor=`: the nextCursor of the previous page. */
export class CursorQueryDto {
  @ApiPropertyOptional()
  @Transform(emptyIsUnset)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: CURSOR_MESSAGE })
  @IsString({ message: CURSOR_MESSAGE })
  cursor?: string;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** GET /api/admin/reviews */
export class AdminReviewsQueryDto extends CursorQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `status must be one of: ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;

  @ApiPropertyOptional({ enum: GUIDE_SLUGS })
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(GUIDE_SLUGS, { message: `guide must be one of: ${GUIDE_SLUGS.join(', ')}` })
  guide?: GuideSlug;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value === '' ? undefined : value))
  @IsOptional()
  @Max(PAGE_SIZE_MAX, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}

/** The cursor of a validated query, or null; a cursor that does not decode is a 400 (thrown by the caller). */
export function cursorOf(raw: string | undefined): ReturnType<typeof decodeCursor> | undefined {
  return raw === undefined ? undefined : decodeCursor(raw);
}

/** The publish/hide routes take an empty JSON object. */
export class EmptyReviewBodyDto {}
