import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../account/accounts.module.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { ContactModule } from '../contact/contact.module.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { DownloadsModule } from '../downloads/downloads.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminDiscountCodesController } from './admin-discount-codes.controller.js';
import { AdminEnquiriesController } from './admin-enquiries.controller.js';
import { AdminEnquiriesService } from './admin-enquiries.service.js';
import { ReplyUploadInterceptor } from './reply-upload.interceptor.js';
import { AdminOrderDownloadsController } from './admin-order-downloads.controller.js';
import { AdminOutboxController } from './admin-outbox.controller.js';
import { AdminRefundsController } from './admin-refunds.controller.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { AdminReportsService } from './admin-reports.service.js';
import { ReportDay } from './report-day.entity.js';
import { ReportDaysService } from './report-days.service.js';
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
 * Everything it reads or changes goes through the owning modules' exported services:
 * messages (ContactService), orders and receipts (OrdersService, FulfilmentService),
 * subscribers (NewsletterService), attachments (UploadsService); the admin account itself
 * is AdminUsersService of the accounts module.
 */
@Module({
  imports: [
    AccountsModule,
    ContactModule,
    NewsletterModule,
    CheckoutModule,
    UploadsModule,
    RateLimitModule,
    DownloadsModule,
    DiscountsModule,
    TypeOrmModule.forFeature([ReportDay]),
  ],
  controllers: [
    AdminAuthController,
    AdminController,
    AdminDiscountCodesController,
    AdminEnquiriesController,
    AdminOrderDownloadsController,
    AdminOutboxController,
    AdminRefundsController,
    AdminReportsController,
    AttachmentsController,
  ],
  providers: [
    AdminLoginThrottle,
    AdminEnquiriesService,
    ReplyUploadInterceptor,
    AdminMessagesService,
    AdminOrdersService,
    AdminRefundsService,
    AdminReportsService,
    ReportDaysService,
    AdminSubscribersService,
    AdminGuard,
    JsonOrEmptyGuard,
  ],
})
export class AdminModule {}
