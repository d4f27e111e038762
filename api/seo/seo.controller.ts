import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SeoService } from './seo.service.js';

/** GET /robots.txt and /sitemap.xml, outside the /api prefix (app.factory.ts). */
@ApiTags('seo')
@Controller()
export class SeoController {
  constructor(@Inject(SeoService) private readonly seo: SeoService) {}

  @Get('robots.txt')
  @ApiOkResponse({ description: 'Crawling rules, with the sitemap address', content: { 'text/plain': { schema: { type: 'string' } } } })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robotsTxt;
  }

  @Get('sitemap.xml')
  @ApiOkResponse({ description: 'The public pages, for search engines', content: { 'application/xml': { schema: { type: 'string' } } } })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): Promise<string> {
    return this.seo.sitemapXml();
  }
}
