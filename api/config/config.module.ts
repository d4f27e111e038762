import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppSecret } from './app-secret.js';
import { APP_CONFIG, type AppConfig } from './config.js';

/** Provides the validated config (loaded once in main.ts or a test) and the app secret to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: AppSecret, useFactory: () => AppSecret.resolve(config) },
      ],
      exports: [APP_CONFIG, AppSecret],
    };
  }
}
