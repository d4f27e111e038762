import { DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './account/accounts.module.js';
import { AdminModule } from './admin/admin.module.js';
import { SessionModule } from './session/session.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { GuidesModule } from './guides/guides.module.js';
import { GuideLibraryModule } from './guide-library/guide-library.module.js';
import { HealthModule } from './health/health.module.js';
import { LegalModule } from './legal/legal.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { FormsModule } from './forms/forms.module.js';
import { SeoModule } from './seo/seo.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { StorageModule } from './storage/storage.module.js';

/** Imports config, database and the feature modules only (DESIGN §1). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        StorageModule,
        SessionModule,
        MetricsModule,
        HealthModule,
        GuidesModule,
        MailModule,
        LegalModule,
        UploadsModule,
        ContactModule,
        NewsletterModule,
        FormsModule,
        CheckoutModule,
        DownloadsModule,
        AccountsModule,
        AdminModule,
        GuideLibraryModule,
        SeoModule,
        ReviewsModule,
      ],
    };
  }
}
