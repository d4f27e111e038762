import type { INestApplication } from '@nestjs/common';
import passport from 'passport';
import { forSessionRoutes } from '../session/session.middleware.js';

/**
 * One passport instance per app, not passport's process-wide singleton: strategies and
 * (de)serializers registered on the singleton pile up when a process builds more than
 * one app (the e2e tests restart the app on the same database), and the first app's
 * deserializer would then answer for the second.
 */
export const ACCOUNT_PASSPORT = Symbol('ACCOUNT_PASSPORT');

export type PassportInstance = passport.PassportStatic;

export function createPassport(): PassportInstance {
  return new passport.Passport() as PassportInstance;
}

/**
 * @nestjs/passport's base classes ask `getPassportInstance()` for the instance inside
 * their constructors, before a subclass can store anything on `this`. The subclass hands
 * its instance over right before `super()` and the base takes it back synchronously.
 */
let handedOver: PassportInstance | null = null;

export function handOverPassport(instance: PassportInstance): void {
  handedOver = instance;
}

export function takeHandedOverPassport(): PassportInstance {
  const instance = handedOver;
  handedOver = null;
  if (!instance) throw new Error('No passport instance handed over: call handOverPassport() right before super()');
  return instance;
}

/** passport.initialize() and passport.session(), after the session middleware (app.factory.ts). */
export function configurePassport(app: INestApplication): void {
  const instance = app.get<PassportInstance>(ACCOUNT_PASSPORT);
  app.use(forSessionRoutes(instance.initialize()));
  app.use(forSessionRoutes(instance.session()));
}
