import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { ACCOUNT_PASSPORT, createPassport } from './account-passport.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { EmailVerification } from './email-verification.entity.js';
import { LoggedInGuard } from './guards/logged-in.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionSerializer } from './session.serializer.js';
import { User } from './users.entity.js';

/**
 * Buyer accounts (DESIGN §3): users, passport-local login on express-session (the session
 * middleware is set up in session.ts, passport's in account-passport.ts, both wired in
 * app.factory.ts), e-mail proof and purchases. Orders are read through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, EmailVerification]), CheckoutModule],
  controllers: [AccountsController],
  providers: [
    { provide: ACCOUNT_PASSPORT, useFactory: createPassport },
    AccountsService,
    AdminAccountsService,
    LoginThrottle,
    LocalStrategy,
    SessionSerializer,
    LoggedInGuard,
  ],
  // AdminAccountsService: the admin's own row, for api/admin.
  exports: [AccountsService, AdminAccountsService, ACCOUNT_PASSPORT],
})
export class AccountsModule {}
