import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutConsentController } from './checkout-consent.controller.js';
import { CheckoutConsentService } from './checkout-consent.service.js';
import { LegalModule } from '../legal/legal.module.js';
import { CheckoutService } from './checkout.service.js';
import { GuideSalesService } from './guide-sales.service.js';
import { DiscountCheckController } from './discount-check.controller.js';
import { FreeOrderController } from './free-order.controller.js';
import { FreeOrderService } from './free-order.service.js';
import { FulfilmentService } from './fulfilment.service.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { OrderReportsService } from './order-reports.service.js';
import { OrdersService } from './orders.service.js';
import { PaymentEvent } from './payment-event.entity.js';
import { PendingOrdersPurge } from './pending-orders-purge.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentProviderGuard } from './provider.guard.js';
import { PublicConfigController } from './public-config.controller.js';
import { OrderRefund, OrderRefundItem } from './refund.entity.js';
import { RefundsService } from './refunds.service.js';
import { SandboxRefund } from './sandbox/sandbox-refund.entity.js';
import { SandboxPaymentIntent } from './sandbox/sandbox-payment-intent.entity.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider.js';
import { createStripeClient, StripePaymentProvider } from './stripe/stripe.provider.js';
import { StripeWebhookController } from './stripe/stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe/stripe-webhook.service.js';

/**
 * Orders, payment providers (stripe | sandbox), the webhook, fulfilment and the receipt
 * (DESIGN §1). Other modules use the exported OrdersService (and the admin
 * back office FulfilmentService.resendReceipt).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, PaymentEvent, SandboxPaymentIntent, OrderRefund, OrderRefundItem, SandboxRefund]),
    RateLimitModule,
    LegalModule,
    DiscountsModule,
  ],
  controllers: [
    PublicConfigController,
    CheckoutController,
    CheckoutConsentController,
    SandboxController,
    StripeWebhookController,
    DiscountCheckController,
    FreeOrderController,
  ],
  providers: [
    OrdersService,
    GuideSalesService,
    OrderReportsService,
    CheckoutService,
    CheckoutConsentService,
    FulfilmentService,
    FreeOrderService,
    RefundsService,
    PendingOrdersPurge,
    SandboxPaymentProvider,
    StripeWebhookService,
    PaymentProviderGuard,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SandboxPaymentProvider],
      useFactory: async (config: AppConfig, sandbox: SandboxPaymentProvider): Promise<PaymentProvider> =>
        config.paymentProvider === 'stripe' && config.stripe ? new StripePaymentProvider(await createStripeClient(config.stripe)) : sandbox,
    },
  ],
  // FulfilmentService: the admin back office sends receipts again; RefundsService: it refunds (api/admin).
  // OrderReportsService: the admin's reports.
  exports: [OrdersService, FulfilmentService, RefundsService, GuideSalesService, OrderReportsService],
})
export class CheckoutModule {}
