import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type DayRange, numericRows, perDay } from '../database/date-buckets.js';
import { DownloadLog } from './download-log.entity.js';

export interface DownloadDayRow {
  day: string;
  downloads: number;
}

/** Downloads served per day for the back office's reports: one range of IDX_download_log_day. */
@Injectable()
export class DownloadReportsService {
  constructor(@InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>) {}

  async downloads(range: DayRange): Promise<DownloadDayRow[]> {
    const qb = perDay(this.log.createQueryBuilder('d'), 'd.at', range).addSelect('COUNT(*)', 'downloads');
    return numericRows(await qb.getRawMany());
  }
}
