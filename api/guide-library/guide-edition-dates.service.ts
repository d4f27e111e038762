import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GUIDES } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { GuideEdition } from './guide-edition.entity.js';

/**
 * The date of each guide's current edition: its newest upload in the guide library, or the
 * catalogue's edition date for a guide never uploaded (or uploaded before that date).
 */
@Injectable()
export class GuideEditionDatesService {
  constructor(@InjectRepository(GuideEdition) private readonly editions: Repository<GuideEdition>) {}

  /** YYYY-MM-DD per guide, in catalogue order (one grouped query on the slug+edition index). */
  async editionDates(): Promise<Map<GuideSlug, string>> {
    const rows: { slug: string; latest: string | Date | null }[] = await this.editions
      .createQueryBuilder('e')
      .select('e.slug', 'slug')
      .addSelect('MAX(e.createdAt)', 'latest')
      .groupBy('e.slug')
      .getRawMany();
    const uploaded = new Map(rows.map((r) => [r.slug, r.latest === null ? null : dayOf(r.latest)]));
    return new Map(
      GUIDES.map((g) => {
        const upload = uploaded.get(g.slug) ?? null;
        return [g.slug, upload !== null && upload > g.editionDate ? upload : g.editionDate];
      }),
    );
  }
}

/** A raw MAX(datetime): a Date (PostgreSQL) or SQLite's 'YYYY-MM-DD HH:MM:SS.sss' in UTC. */
function dayOf(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
