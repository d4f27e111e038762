import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** One mailer for every module (global). */
@Global()
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
