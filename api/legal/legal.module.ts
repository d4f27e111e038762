import { Module } from '@nestjs/common';
import { LegalController } from './legal.controller.js';
import { LegalService } from './legal.service.js';

/** The owner-editable legal texts and their versions (the checkout and the newsletter record them). */
@Module({ controllers: [LegalController], providers: [LegalService], exports: [LegalService] })
export class LegalModule {}
