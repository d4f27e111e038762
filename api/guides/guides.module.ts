import { Module } from '@nestjs/common';
import { GuideFilesService } from './guide-files.service.js';
import { PreviewsController } from './previews.controller.js';
import { PreviewsService } from './previews.service.js';

/** Guide files: sample PDFs at start-up and page previews at /previews/*. */
@Module({
  providers: [PreviewsService, GuideFilesService],
  controllers: [PreviewsController],
  exports: [GuideFilesService, PreviewsService],
})
export class GuidesModule {}
