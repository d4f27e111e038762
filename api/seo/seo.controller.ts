import { Controller, Get, Header, Inject } from '@nestjs/common';
import { SeoService } from './seo.service.js';

/** GET /robots.txt and /sitemap.xml, outside the /api prefix (app.factory.ts). */
@Controller()
export class SeoController {
  constructor(@Inject(SeoService) private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robotsTxt;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    return this.seo.sitemapXml;
  }
}
