import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.js';
import { LegalModule } from '../legal/legal.module.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { NewsletterService } from './newsletter.service.js';
import { SubscriberReportsService } from './subscriber-reports.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber]), RateLimitModule, LegalModule],
  controllers: [NewsletterController],
  providers: [NewsletterService, SubscriberReportsService],
  exports: [NewsletterService, SubscriberReportsService],
})
export class NewsletterModule {}
