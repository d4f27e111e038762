import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../account/accounts.module.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminLoginThrottle } from './admin-login-throttle.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminSubscribersService } from './admin-subscribers.service.js';
import { AdminController } from './admin.controller.js';
import { AdminGuard } from './admin.guard.js';
import { AttachmentsController } from './attachments.controller.js';
import { JsonOrEmptyGuard } from './json-or-empty.guard.js';

/**
 * The owner's back office (DESIGN §3 Admin): admin login on the shared server session, the
 * inbox with its private attachments, orders ("Resend receipt"), newsletter subscribers and
 * CSV exports. The admin account is created from ADMIN_EMAIL / ADMIN_PASSWORD at boot.
 *
 * Orders, receipts and attachment files go through the owning modules' exported services
 * (OrdersService, FulfilmentService, UploadsService). Messages, subscribers and the admin's
 * users row are read (and, for isRead and the admin row, written) through their entities
 * here, as those modules export nothing for it. The admin account itself is AdminUsersService
 * of the accounts module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, NewsletterSubscriber]), AccountsModule, CheckoutModule, UploadsModule, RateLimitModule],
  controllers: [AdminAuthController, AdminController, AttachmentsController],
  providers: [
    AdminLoginThrottle,
    AdminMessagesService,
    AdminOrdersService,
    AdminSubscribersService,
    AdminGuard,
    JsonOrEmptyGuard,
  ],
})
export class AdminModule {}
