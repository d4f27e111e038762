import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { OpenAPIObject, ResponseObject } from '@nestjs/swagger';
import type {
  AdminAttachmentFile,
  AdminMessage,
  AdminMessagesPage,
  AdminOrder,
  AdminOrderItem,
  AdminOrdersPage,
  AdminSession,
  AdminSubscriber,
  AdminSubscribersPage,
} from '../../shared/api/admin.js';
import { GUIDES } from '../../shared/catalogue.js';
import { ENQUIRY_KINDS } from '../../shared/enquiry-format.js';
import { ENQUIRY_STATUSES } from '../../shared/enquiry-status.js';
import { AdminLoginDto } from '../admin/dto/admin-login.dto.js';
import {
  MessagesFilterDto,
  MessagesQueryDto,
  ORDER_STATUS_FILTERS,
  OrdersFilterDto,
  OrdersQueryDto,
  SubscribersFilterDto,
  SubscribersQueryDto,
} from '../admin/dto/admin-queries.dto.js';
import { ORDER_STATUSES } from '../checkout/orders.service.js';
import { ErrorBodyDto, OkDto } from '../common/api-docs.js';
import { MIN_SEARCH_LENGTH } from '../contact/contact.service.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../database/keyset.js';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '../newsletter/newsletter.service.js';

/**
 * The admin routes' part of the OpenAPI document, kept here while the admin is being
 * reworked (api/admin's controllers and DTOs carry no OpenAPI decorators yet): the response
 * shapes as classes implementing the wire types of shared/api/admin.ts, the request DTOs'
 * properties, and which route answers what. Move these next to the admin code; the
 * OpenAPI e2e test fails for any admin route or DTO field this leaves out.
 */

class AdminIdentityDto {
  @ApiProperty({ format: 'email' })
  email: string;
}

class AdminSessionDto implements AdminSession {
  @ApiProperty({ type: () => AdminIdentityDto })
  admin: AdminIdentityDto;
}

class AdminAttachmentFileDto implements AdminAttachmentFile {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  size: number;
  @ApiProperty({ example: 'application/pdf' })
  type: string;
  @ApiProperty({ example: '/objects/uploads/0b1c...', description: 'A forced download, for the admin only' })
  url: string;
}

class AdminDetailDto {
  @ApiProperty()
  key: string;
  @ApiProperty()
  label: string;
  @ApiProperty()
  value: string;
}

class AdminMessageDto implements AdminMessage {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ format: 'email' })
  email: string;
  @ApiPropertyOptional()
  company?: string;
  @ApiProperty()
  message: string;
  @ApiPropertyOptional({ type: [String], description: 'The attachment addresses (spec §3), left out when there are none' })
  attachments?: string[];
  @ApiProperty({ type: () => [AdminAttachmentFileDto] })
  attachmentFiles: AdminAttachmentFileDto[];
  @ApiProperty({ enum: ENQUIRY_KINDS })
  kind: AdminMessage['kind'];
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'The structured form as sent' })
  fields: AdminMessage['fields'];
  @ApiProperty({ type: () => [AdminDetailDto], description: 'The form readably' })
  details: AdminDetailDto[];
  @ApiProperty()
  isRead: boolean;
  @ApiProperty({ enum: ENQUIRY_STATUSES, description: "Where the enquiry stands in the owner's workflow" })
  status: AdminMessage['status'];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

class AdminMessagesPageDto implements AdminMessagesPage {
  @ApiProperty({ type: () => [AdminMessageDto] })
  messages: AdminMessageDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last' })
  nextCursor: string | null;
  @ApiProperty({ description: 'Matching messages (with a date range or search, counted up to 1,000: see totalExact)' })
  total: number;
  @ApiProperty()
  totalExact: boolean;
  @ApiProperty({ description: 'Unread ones among them' })
  unread: number;
  @ApiProperty()
  unreadExact: boolean;
}

class AdminMarkReadDto {
  @ApiProperty({ enum: [true] })
  ok: true;
  @ApiProperty({ type: () => AdminMessageDto })
  message: AdminMessageDto;
}

class AdminOrderItemDto implements AdminOrderItem {
  @ApiProperty({ example: 'fabric-101' })
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty({ enum: ['main', 'upsell'] })
  kind: AdminOrderItem['kind'];
  @ApiProperty()
  priceCents: number;
  @ApiProperty({ description: 'What the buyer paid for it: the price less its share of a discount code' })
  paidCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['refund', 'dispute'] })
  revokeReason: string | null;
}

class AdminOrderDto implements AdminOrder {
  @ApiProperty()
  id: number;
  @ApiProperty({ type: String, nullable: true, example: 'TW-000123' })
  number: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;
  @ApiProperty({ enum: ORDER_STATUSES })
  status: AdminOrder['status'];
  @ApiProperty()
  amountCents: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
  @ApiProperty({ enum: ['sandbox', 'stripe', 'none'] })
  provider: AdminOrder['provider'];
  @ApiProperty({ type: String, nullable: true })
  paymentIntentId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  receiptSentAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Terms and Refund policy versions agreed to at checkout' })
  termsVersion: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  consentAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'WINTER-25', description: 'The discount code the order was priced with' })
  discountCode: string | null;
  @ApiProperty({ description: "What the code took off the items' prices (0 without a code)" })
  discountCents: number;
  @ApiProperty({ type: () => [AdminOrderItemDto] })
  items: AdminOrderItemDto[];
}

class AdminOrdersPageDto implements AdminOrdersPage {
  @ApiProperty({ type: () => [AdminOrderDto] })
  orders: AdminOrderDto[];
  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
  @ApiProperty()
  total: number;
  @ApiProperty()
  totalExact: boolean;
}

class AdminSubscriberDto implements AdminSubscriber {
  @ApiProperty()
  id: number;
  @ApiProperty({ format: 'email' })
  email: string;
  @ApiProperty({ enum: SUBSCRIBER_STATUSES })
  status: AdminSubscriber['status'];
  @ApiProperty({ enum: SUBSCRIBER_SOURCES })
  source: AdminSubscriber['source'];
  @ApiProperty({ format: 'date-time' })
  consentAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Version (hash) of the consent sentence shown at sign-up' })
  consentVersion: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;
}

class AdminSubscribersPageDto implements AdminSubscribersPage {
  @ApiProperty({ type: () => [AdminSubscriberDto] })
  subscribers: AdminSubscriberDto[];
  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
  @ApiProperty()
  total: number;
  @ApiProperty()
  totalExact: boolean;
}

/** The schemas the document must hold for the table below. */
export const ADMIN_MODELS = [AdminSessionDto, AdminMessagesPageDto, AdminMarkReadDto, AdminOrdersPageDto, AdminSubscribersPageDto];

let described = false;

/** The admin request DTOs' properties, as @ApiProperty would declare them in the DTO files. */
export function describeAdminDtos(): void {
  if (described) return;
  described = true;
  const describe = (target: object, properties: Record<string, PropertyDecorator>) => {
    for (const [name, decorator] of Object.entries(properties)) decorator(target, name);
  };
  const day = (what: string) => ApiPropertyOptional({ format: 'date', description: `${what} (a UTC day, YYYY-MM-DD)` });
  const page = {
    cursor: ApiPropertyOptional({ description: 'The nextCursor of the previous page' }),
    limit: ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT }),
  };
  describe(AdminLoginDto.prototype, {
    email: ApiProperty({ format: 'email', maxLength: 254 }),
    password: ApiProperty({ minLength: 1, maxLength: 256, format: 'password' }),
  });
  // Filters first: the page DTOs extend them and inherit their properties.
  describe(MessagesFilterDto.prototype, {
    kind: ApiPropertyOptional({ enum: ENQUIRY_KINDS }),
    status: ApiPropertyOptional({ enum: ['read', 'unread'] }),
    enquiryStatus: ApiPropertyOptional({ enum: ENQUIRY_STATUSES, description: 'Where the enquiry stands' }),
    from: day('Received on or after'),
    to: day('Received on or before'),
    q: ApiPropertyOptional({ minLength: MIN_SEARCH_LENGTH, maxLength: 200, description: 'Found in the name, e-mail, company or message' }),
  });
  describe(OrdersFilterDto.prototype, {
    status: ApiPropertyOptional({ enum: ORDER_STATUS_FILTERS, description: 'No status: every order but unpaid checkouts' }),
    guide: ApiPropertyOptional({ enum: GUIDES.map((g) => g.slug) }),
    from: day('Created on or after'),
    to: day('Created on or before'),
    q: ApiPropertyOptional({ maxLength: 200, description: "An order number, or the start of the buyer's e-mail" }),
  });
  describe(SubscribersFilterDto.prototype, {
    status: ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES }),
    source: ApiPropertyOptional({ enum: SUBSCRIBER_SOURCES }),
    q: ApiPropertyOptional({ maxLength: 200, description: 'The start of an e-mail address' }),
  });
  for (const dto of [MessagesQueryDto, OrdersQueryDto, SubscribersQueryDto]) describe(dto.prototype, page);
}

type Answer = { status: number; model?: new () => object; content?: ResponseObject['content']; description: string };

const json = (model: new () => object) => ({ 'application/json': { schema: { $ref: getSchemaPath(model) } } });
const CSV = { 'text/csv': { schema: { type: 'string' as const } } };
const ERRORS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not logged in as the admin (unauthorized)',
  403: 'Logged in, but not the admin (forbidden); or from another site (cross_origin)',
  404: 'Not found',
  409: 'Not possible in its current state',
  415: 'Not JSON',
  429: 'Too many requests',
  503: 'The e-mail could not be queued',
};

/** What each admin route answers, by `method path` as the document names it. */
const ADMIN_ROUTES: Record<string, { ok: Answer; errors: number[]; guarded: boolean }> = {
  'post /api/admin/login': {
    ok: { status: 200, model: AdminSessionDto, description: 'Logged in: a new session' },
    errors: [400, 401, 403, 415, 429],
    guarded: false,
  },
  'post /api/admin/logout': { ok: { status: 200, model: OkDto, description: 'Always 200' }, errors: [403, 415], guarded: false },
  'get /api/admin/session': {
    ok: { status: 200, model: AdminSessionDto, description: 'The admin of this session' },
    errors: [401],
    guarded: false,
  },
  'get /api/admin/messages': {
    ok: { status: 200, model: AdminMessagesPageDto, description: 'One page of the inbox, newest first' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'put /api/admin/messages/{id}/read': {
    ok: { status: 200, model: AdminMarkReadDto, description: 'Marked read (idempotent)' },
    errors: [400, 401, 403, 404, 415],
    guarded: true,
  },
  'get /api/admin/orders': {
    ok: { status: 200, model: AdminOrdersPageDto, description: 'One page of orders, newest first' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'post /api/admin/orders/{id}/resend-receipt': {
    ok: { status: 202, model: OkDto, description: 'The receipt, with fresh links, is on its way again' },
    errors: [400, 401, 403, 404, 409, 415, 429, 503],
    guarded: true,
  },
  'get /api/admin/subscribers': {
    ok: { status: 200, model: AdminSubscribersPageDto, description: 'One page of newsletter subscribers' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'get /api/admin/export/messages.csv': {
    ok: { status: 200, content: CSV, description: 'The filtered messages as CSV, streamed (a download)' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'get /api/admin/export/orders.csv': {
    ok: { status: 200, content: CSV, description: 'The filtered orders as CSV, streamed (a download)' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'get /api/admin/export/subscribers.csv': {
    ok: { status: 200, content: CSV, description: 'The filtered subscribers as CSV, streamed (a download)' },
    errors: [400, 401, 403],
    guarded: true,
  },
  'get /objects/uploads/{id}': {
    ok: {
      status: 200,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      description: 'An attachment, as a forced download',
    },
    errors: [401, 403, 404],
    guarded: true,
  },
};

/** Writes the admin routes' answers, tag and cookie into the document. */
export function describeAdminRoutes(document: OpenAPIObject): void {
  for (const [key, route] of Object.entries(ADMIN_ROUTES)) {
    const [method, path] = key.split(' ') as ['get' | 'post' | 'put', string];
    const operation = document.paths[path]?.[method];
    if (!operation) continue; // the e2e test reports a route missing from the document
    const responses: Record<string, ResponseObject> = {
      [route.ok.status]: { description: route.ok.description, content: route.ok.model ? json(route.ok.model) : route.ok.content },
    };
    for (const status of route.errors) responses[status] = { description: ERRORS[status], content: json(ErrorBodyDto) };
    operation.responses = responses;
    operation.tags = ['admin'];
    if (route.guarded) operation.security = [{ cookie: [] }];
  }
}
