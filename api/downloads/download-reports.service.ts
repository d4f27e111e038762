import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { bucketExpression, type BucketPlan, dialectOf, numericRows, whereInPlan } from '../database/date-buckets.js';
import { DownloadLog } from './download-log.entity.js';

export interface DownloadBucketRow {
  bucket: number;
  downloads: number;
}

/** Downloads served per bucket for the back office's reports: a range on IDX_download_log_at. */
@Injectable()
export class DownloadReportsService {
  constructor(@InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>) {}

  async downloads(plan: BucketPlan): Promise<DownloadBucketRow[]> {
    const qb = this.log
      .createQueryBuilder('d')
      .select(bucketExpression(dialectOf(this.log.manager.connection), 'd.at', plan), 'bucket')
      .addSelect('COUNT(*)', 'downloads');
    return numericRows(await whereInPlan(qb, 'd.at', plan).groupBy('bucket').getRawMany());
  }
}
