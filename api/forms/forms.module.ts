import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.js';
import { ContactModule } from '../contact/contact.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { FormsController } from './forms.controller.js';

@Module({
  imports: [ContactModule, NewsletterModule, RateLimitModule],
  controllers: [FormsController],
})
export class FormsModule {}
