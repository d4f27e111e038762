import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.js';
import { ContactModule } from '../contact/contact.module.js';
import { DownloadsModule } from '../downloads/downloads.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { FormsController } from './forms.controller.js';

@Module({
  imports: [ContactModule, DownloadsModule, NewsletterModule, RateLimitModule],
  controllers: [FormsController],
})
export class FormsModule {}
