import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGuard } from '../admin/admin.guard.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DownloadsModule } from '../downloads/downloads.module.js';
import { GuidesModule } from '../guides/guides.module.js';
import { ObjectStore } from '../storage/object-store.js';
import { GuideEdition } from './guide-edition.entity.js';
import { GuideLibraryController } from './guide-library.controller.js';
import { GuideLibraryService } from './guide-library.service.js';
import { PdfUploadStorage } from './pdf-upload.storage.js';

/**
 * The guide library of the back office (GET /api/admin/guides, new editions by upload).
 * Guide files through GuidesModule, sales through CheckoutModule's GuideSalesService,
 * download counts and signed links through DownloadsModule, e-mail through the global mailer.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([GuideEdition]),
    GuidesModule,
    CheckoutModule,
    DownloadsModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG, ObjectStore],
      useFactory: (config: AppConfig, store: ObjectStore) => ({
        storage: new PdfUploadStorage(store, config.guidePdfMaxBytes),
        // The storage engine stops at the cap with its own answer; multer's limit is the backstop.
        limits: { fileSize: config.guidePdfMaxBytes + 64 * 1024, files: 1, fields: 4, fieldSize: 8 * 1024, parts: 6 },
      }),
    }),
  ],
  controllers: [GuideLibraryController],
  providers: [GuideLibraryService, AdminGuard],
})
export class GuideLibraryModule {}
