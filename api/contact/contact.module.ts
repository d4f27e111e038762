import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import { EnquiryWorkflowService } from './enquiry-workflow.service.js';
import { MessageReply } from './message-reply.entity.js';
import { MessageReportsService } from './message-reports.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, MessageReply]), UploadsModule, RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService, EnquiryWorkflowService, MessageReportsService],
  exports: [ContactService, EnquiryWorkflowService, MessageReportsService],
})
export class ContactModule {}
