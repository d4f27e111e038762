import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.js';
import { Upload } from './upload.entity.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';
import { ReplyFilesService } from './reply-files.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Upload]), RateLimitModule],
  controllers: [UploadsController],
  providers: [UploadsService, ReplyFilesService],
  exports: [UploadsService, ReplyFilesService],
})
export class UploadsModule {}
