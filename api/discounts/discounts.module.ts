import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.js';
import { DiscountCode } from './discount-code.entity.js';
import { DiscountRedemption } from './discount-redemption.entity.js';
import { DiscountsService } from './discounts.service.js';

/**
 * Discount codes: the codes, their checks and the count of their uses. The checkout prices
 * with them (and counts a use when an order is paid), the admin back office manages them;
 * both through the exported DiscountsService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DiscountCode, DiscountRedemption]), RateLimitModule],
  providers: [DiscountsService],
  exports: [DiscountsService],
})
export class DiscountsModule {}
