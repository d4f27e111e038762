import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGuard } from '../admin/admin.guard.js';
import { LoggedInGuard } from '../account/guards/logged-in.guard.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { Review } from './review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Reviews from verified buyers (issue 17 item 4): written by owners of a guide from
 * /account or the receipt's signed link, moderated by the owner, shown on the guide page.
 * Ownership is read through CheckoutModule's OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), CheckoutModule, RateLimitModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, AdminGuard, LoggedInGuard],
  exports: [ReviewsService],
})
export class ReviewsModule {}
