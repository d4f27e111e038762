import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { RateLimitModule } from '../common/rate-limit.js';
import { GuidesModule } from '../guides/guides.module.js';
import { DownloadCountsService } from './download-counts.service.js';
import { DownloadLog } from './download-log.entity.js';
import { AccountDownloadsController } from './download-history.controller.js';
import { DownloadHistoryService } from './download-history.service.js';
import { DownloadsController } from './downloads.controller.js';
import { DownloadReportsService } from './download-reports.service.js';
import { DownloadsService } from './downloads.service.js';
import { StampedPdfCache } from './stamped-pdf-cache.js';
import { StampingService } from './stamping.service.js';

/**
 * Guide downloads (DESIGN §3): entitlement, stamping, streaming, the download log, fresh
 * links. Orders are read through CheckoutModule's exported OrdersService only.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DownloadLog]), CheckoutModule, GuidesModule, RateLimitModule],
  controllers: [DownloadsController, AccountDownloadsController],
  providers: [DownloadsService, StampingService, StampedPdfCache, DownloadCountsService, DownloadReportsService, DownloadHistoryService],
  exports: [DownloadsService, DownloadCountsService, DownloadReportsService, DownloadHistoryService],
})
export class DownloadsModule {}
