import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { CONTACT_KINDS, type ContactKind } from '../../contact/contact-message.entity.js';
import type { OrderStatus } from '../../checkout/order.entity.js';
import type { SubscriberStatus } from '../../newsletter/newsletter-subscriber.entity.js';

/** `?kind=` (empty) means no filter, like leaving it out. */
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'refunded', 'disputed', 'failed'];
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

/** GET /api/admin/messages (and messages.csv): `?kind=` one of the four enquiry kinds. */
export class MessagesQueryDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(CONTACT_KINDS, { message: `kind must be one of: ${CONTACT_KINDS.join(', ')}` })
  kind?: ContactKind;
}

/** GET /api/admin/orders (and orders.csv): `?status=`. */
export class OrdersQueryDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;
}

/** GET /api/admin/subscribers (and subscribers.csv): `?status=`. */
export class SubscribersQueryDto {
  @Transform(emptyIsUnset)
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;
}

/** POST /api/admin/orders/:id/resend-receipt takes an empty JSON object. */
export class EmptyBodyDto {}
