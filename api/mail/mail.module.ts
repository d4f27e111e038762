import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service.js';
import { OutboxMail } from './outbox-mail.entity.js';

/** One mailer for every module (global), with its durable outbox. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
