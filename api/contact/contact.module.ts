import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import { MessageReportsService } from './message-reports.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), UploadsModule, RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService, MessageReportsService],
  exports: [ContactService, MessageReportsService],
})
export class ContactModule {}
