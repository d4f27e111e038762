import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { DiscountCheckController } from './discount-check.controller.js';
import { FulfilmentService } from './fulfilment.service.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';
import { PaymentEvent } from './payment-event.entity.js';
import { PendingOrdersPurge } from './pending-orders-purge.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentProviderGuard } from './provider.guard.js';
import { PublicConfigController } from './public-config.controller.js';
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
  imports: [TypeOrmModule.forFeature([Order, OrderItem, PaymentEvent, SandboxPaymentIntent]), RateLimitModule, DiscountsModule],
  controllers: [PublicConfigController, CheckoutController, SandboxController, StripeWebhookController, DiscountCheckController],
  providers: [
    OrdersService,
    CheckoutService,
    FulfilmentService,
    PendingOrdersPurge,
    SandboxPaymentProvider,
    StripeWebhookService,
    PaymentProviderGuard,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SandboxPaymentProvider],
      useFactory: (config: AppConfig, sandbox: SandboxPaymentProvider): PaymentProvider =>
        config.paymentProvider === 'stripe' && config.stripe ? new StripePaymentProvider(createStripeClient(config.stripe)) : sandbox,
    },
  ],
  // FulfilmentService: the admin back office sends receipts again (api/admin).
  exports: [OrdersService, FulfilmentService],
})
export class CheckoutModule {}
