import { Module } from '@nestjs/common';
import { GuideLibraryModule } from '../guide-library/guide-library.module.js';
import { LegalModule } from '../legal/legal.module.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** Search engines: robots.txt and sitemap.xml, dated by the guide library and the legal texts (the pages' own tags are written by the pre-render). */
@Module({ imports: [GuideLibraryModule, LegalModule], controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}
