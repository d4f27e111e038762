import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DownloadLog } from './download-log.entity.js';

/** Read-only figures from the download log, for the back office. */
@Injectable()
export class DownloadCountsService {
  constructor(@InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>) {}

  /** Downloads served per guide slug (one grouped query). */
  async byGuide(): Promise<Map<string, number>> {
    const rows: { slug: string; n: string | number }[] = await this.log
      .createQueryBuilder('d')
      .select('d.guideSlug', 'slug')
      .addSelect('COUNT(*)', 'n')
      .groupBy('d.guideSlug')
      .getRawMany();
    return new Map(rows.map((r) => [r.slug, Number(r.n)]));
  }
}
