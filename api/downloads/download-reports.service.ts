import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type BucketPlan, numericRows, perDay } from '../database/date-buckets.js';
import { DownloadLog } from './download-log.entity.js';

export interface DownloadDayRow {
  day: string;
  downloads: number;
}

/** Downloads served per day for the back office's reports: one range of IDX_download_log_day. */
@Injectable()
export class DownloadReportsService {
  constructor(@InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>) {}

  async downloads(plan: BucketPlan): Promise<DownloadDayRow[]> {
    const qb = perDay(this.log.createQueryBuilder('d'), 'd.at', plan).addSelect('COUNT(*)', 'downloads');
    return numericRows(await qb.getRawMany());
  }
}
