import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { ACCOUNT_PASSPORT, createPassport } from './account-passport.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { EmailVerification } from './email-verification.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { LoggedInGuard } from './guards/logged-in.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionSerializer } from './session.serializer.js';
import { User } from './users.entity.js';

/**
 * Buyer accounts (DESIGN §3): users, passport-local login on express-session (the session
 * middleware is in api/session, passport's in account-passport.ts, both wired in
 * app.factory.ts), e-mail proof and purchases, and the owner's admin account (created from
 * ADMIN_EMAIL / ADMIN_PASSWORD at boot). Orders are read through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, EmailVerification, PasswordReset]), CheckoutModule, RateLimitModule],
  controllers: [AccountsController],
  providers: [
    { provide: ACCOUNT_PASSPORT, useFactory: createPassport },
    AccountsService,
    AdminUsersService,
    LoginThrottle,
    LocalStrategy,
    SessionSerializer,
    LoggedInGuard,
  ],
  exports: [AccountsService, AdminUsersService, ACCOUNT_PASSPORT],
})
export class AccountsModule {}
