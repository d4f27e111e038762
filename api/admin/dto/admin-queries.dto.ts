import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { type ContactKind, MIN_SEARCH_LENGTH } from '../../contact/contact.service.js';
import { ENQUIRY_KINDS } from '../../../shared/enquiry-format.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../shared/enquiry-status.js';
import { ORDER_STATUSES, type OrderStatus } from '../../checkout/orders.service.js';
import { decodeCursor, PAGE_SIZE_MAX, parseDay } from '../../database/keyset.js';
import { GUIDES, type GuideSlug } from '../../../shared/catalogue.js';
import {
  SUBSCRIBER_SOURCES,
  SUBSCRIBER_STATUSES,
  type SubscriberSource,
  type SubscriberStatus,
} from '../../newsletter/newsletter.service.js';

/** `?kind=` (empty) means no filter, like leaving it out. */
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Search text: trimmed; blank means no search. */
const searchText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};
/** '50' → 50; anything else stays as sent and fails IsInt. */
const wholeNumber = ({ value }: { value: unknown }) =>
  value === '' ? undefined : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

const MAX_SEARCH_LENGTH = 200;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

function check(
  name: string,
  message: string,
  validate: (value: unknown, object: Record<string, unknown>) => boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, ...options },
      validator: { validate: (value: unknown, args) => validate(value, (args?.object ?? {}) as Record<string, unknown>) },
    });
}

/** A UTC day, 'YYYY-MM-DD'. */
const IsDay = (field: string) => check('isDay', `${field} must be a date as YYYY-MM-DD`, (v) => parseDay(v) !== null);
/** `to` on or after `from`. */
const NotBeforeFrom = () =>
  check('notBeforeFrom', 'to must be on or after from', (v, o) => typeof o.from !== 'string' || typeof v !== 'string' || v >= o.from);

/** `cursor`: the nextCursor of the previous page. Checks run in the order listed. */
const CursorParam = () =>
  applyDecorators(
    IsString({ message: 'cursor is not valid: pass the nextCursor of the previous page' }),
    check('isCursor', 'cursor is not valid: pass the nextCursor of the previous page', (v) => decodeCursor(v) !== null),
    IsOptional(),
    Transform(emptyIsUnset),
  );

/** `limit`: rows per page, default 50, at most 200. */
const LimitParam = () =>
  applyDecorators(
    IsInt({ message: LIMIT_MESSAGE }),
    Min(1, { message: LIMIT_MESSAGE }),
    Max(PAGE_SIZE_MAX, { message: LIMIT_MESSAGE }),
    IsOptional(),
    Transform(wholeNumber),
  );

/** The inbox filters (GET /api/admin/messages and messages.csv). */
export class MessagesFilterDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(ENQUIRY_KINDS, { message: `kind must be one of: ${ENQUIRY_KINDS.join(', ')}` })
  kind?: ContactKind;

  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(['read', 'unread'], { message: 'status must be one of: read, unread' })
  status?: 'read' | 'unread';

  /** Where the enquiry stands (`status` is read/unread, as it always was). */
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: `enquiryStatus must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  enquiryStatus?: EnquiryStatus;

  @Transform(emptyIsUnset)
  @IsOptional()
  @IsDay('from')
  from?: string;

  @Transform(emptyIsUnset)
  @IsOptional()
  @NotBeforeFrom()
  @IsDay('to')
  to?: string;

  /** Found anywhere in the name, e-mail, company or message. */
  @Transform(searchText)
  @IsOptional()
  @MinLength(MIN_SEARCH_LENGTH, { message: `q must be at least ${MIN_SEARCH_LENGTH} characters` })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'q must be one text' })
  q?: string;
}

export const ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'all'] as const;
const GUIDE_SLUGS = GUIDES.map((g) => g.slug);

/** The order filters (GET /api/admin/orders and orders.csv); no status: every order but unpaid checkouts. */
export class OrdersFilterDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS, { message: `status must be one of: ${ORDER_STATUS_FILTERS.join(', ')}` })
  status?: OrderStatus | 'all';

  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(GUIDE_SLUGS, { message: `guide must be one of: ${GUIDE_SLUGS.join(', ')}` })
  guide?: GuideSlug;

  @Transform(emptyIsUnset)
  @IsOptional()
  @IsDay('from')
  from?: string;

  @Transform(emptyIsUnset)
  @IsOptional()
  @NotBeforeFrom()
  @IsDay('to')
  to?: string;

  /** An order number, or the start of the buyer's e-mail. */
  @Transform(searchText)
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'q must be one text' })
  q?: string;
}

/** The subscriber filters (GET /api/admin/subscribers and subscribers.csv). */
export class SubscribersFilterDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;

  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(SUBSCRIBER_SOURCES, { message: `source must be one of: ${SUBSCRIBER_SOURCES.join(', ')}` })
  source?: SubscriberSource;

  /** The start of an e-mail address. */
  @Transform(searchText)
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'q must be one text' })
  q?: string;
}

/** GET /api/admin/messages: the filters and the page. */
export class MessagesQueryDto extends MessagesFilterDto {
  @CursorParam() cursor?: string;
  @LimitParam() limit?: number;
}

export class OrdersQueryDto extends OrdersFilterDto {
  @CursorParam() cursor?: string;
  @LimitParam() limit?: number;
}

export class SubscribersQueryDto extends SubscribersFilterDto {
  @CursorParam() cursor?: string;
  @LimitParam() limit?: number;
}

/** POST /api/admin/orders/:id/resend-receipt takes an empty JSON object. */
export class EmptyBodyDto {}
