import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type PaymentProviderName } from '../config/config.js';
import { CommonError } from '../common/domain-error.js';

const PROVIDER_KEY = 'threadwise:payment-provider';

/** 404 unless the configured payment provider is the one the route belongs to. */
@Injectable()
export class PaymentProviderGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const wanted: PaymentProviderName | undefined =
      Reflect.getMetadata(PROVIDER_KEY, context.getHandler()) ?? Reflect.getMetadata(PROVIDER_KEY, context.getClass());
    if (!wanted || wanted === this.config.paymentProvider) return true;
    throw new CommonError('not_found', 'Not found');
  }
}

/** The routes of a controller exist only with this payment provider (checked before anything else). */
export function OnlyWithProvider(name: PaymentProviderName): ClassDecorator & MethodDecorator {
  return applyDecorators(SetMetadata(PROVIDER_KEY, name), UseGuards(PaymentProviderGuard));
}
