import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AdminOrderDetail,
  AdminOrderDetailItem,
  AdminOrderEvent,
  AdminRefund,
  AdminRefundLine,
  AdminRefundResponse,
} from '../../../shared/api/refunds.js';
import { ORDER_STATUSES } from '../../checkout/orders.service.js';

/** OpenAPI shapes of GET /api/admin/orders/{id} and POST /api/admin/orders/{id}/refunds (the wire types of shared/api/refunds.ts). */

class RefundLineDto implements AdminRefundLine {
  @ApiProperty({ description: 'The order line item id' })
  itemId: number;
  @ApiProperty({ example: 'fabric-101' })
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty()
  amountCents: number;
}

class RefundDto implements AdminRefund {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] })
  status: AdminRefund['status'];
  @ApiProperty()
  amountCents: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
  @ApiProperty()
  reason: string;
  @ApiProperty({ format: 'email', description: 'The admin who asked for it' })
  by: string;
  @ApiProperty({ type: () => [RefundLineDto] })
  items: RefundLineDto[];
  @ApiProperty({ type: String, nullable: true })
  providerRefundId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refundedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  failureReason: string | null;
}

class EventItemDto {
  @ApiProperty()
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty()
  amountCents: number;
}

class OrderEventDto implements AdminOrderEvent {
  @ApiProperty({ enum: ['created', 'paid', 'refund_requested', 'refunded', 'refund_failed', 'revoked'] })
  kind: AdminOrderEvent['kind'];
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiPropertyOptional()
  amountCents?: number;
  @ApiPropertyOptional({ format: 'email' })
  by?: string;
  @ApiPropertyOptional()
  reason?: string;
  @ApiPropertyOptional({ type: () => [EventItemDto] })
  items?: EventItemDto[];
  @ApiPropertyOptional()
  detail?: string;
}

class DetailItemDto implements AdminOrderDetailItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty({ enum: ['main', 'upsell'] })
  kind: AdminOrderDetailItem['kind'];
  @ApiProperty()
  priceCents: number;
  @ApiProperty({ description: 'What the buyer paid for it: the price less its share of a discount code' })
  paidCents: number;
  @ApiProperty({ description: 'What a refund of this item returns' })
  refundableCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['refund', 'dispute'] })
  revokeReason: string | null;
}

class DetailOrderDto {
  @ApiProperty()
  id: number;
  @ApiProperty({ type: String, nullable: true, example: 'TW-000123' })
  number: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;
  @ApiProperty({ enum: ORDER_STATUSES })
  status: AdminOrderDetail['order']['status'];
  @ApiProperty()
  amountCents: number;
  @ApiProperty({ description: 'Refunded so far from the back office' })
  refundedCents: number;
  @ApiProperty()
  currency: string;
  @ApiProperty({ enum: ['sandbox', 'stripe', 'none'] })
  provider: AdminOrderDetail['order']['provider'];
  @ApiProperty({ type: String, nullable: true })
  paymentIntentId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  receiptSentAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The Terms and Refund policy versions agreed to at checkout' })
  termsVersion: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  consentAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'WINTER-25', description: 'The discount code the order was priced with' })
  discountCode: string | null;
  @ApiProperty({ description: "What the code took off the items' prices (0 without a code)" })
  discountCents: number;
  @ApiProperty({ type: () => [DetailItemDto] })
  items: DetailItemDto[];
}

export class OrderDetailDto implements AdminOrderDetail {
  @ApiProperty({ type: () => DetailOrderDto })
  order: DetailOrderDto;
  @ApiProperty({ type: [Number], description: 'Line items a refund may still take' })
  refundableItemIds: number[];
  @ApiProperty({ type: () => [RefundDto] })
  refunds: RefundDto[];
  @ApiProperty({ type: () => [OrderEventDto], description: 'Oldest first' })
  history: OrderEventDto[];
}

export class RefundResponseDto implements AdminRefundResponse {
  @ApiProperty({ type: () => RefundDto })
  refund: RefundDto;
  @ApiProperty({ description: 'False when the request repeated a refund already made' })
  created: boolean;
  @ApiProperty({ type: () => OrderDetailDto })
  detail: OrderDetailDto;
}
