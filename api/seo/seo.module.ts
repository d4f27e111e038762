import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** Search engines: robots.txt and sitemap.xml (the pages' own tags are written by the pre-render). */
@Module({ controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}
