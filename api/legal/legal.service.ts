import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckoutTermsResponse, LegalDocResponse } from '../../shared/api/legal.js';
import {
  LEGAL_DOC_INFO,
  LEGAL_DOCS,
  type LegalDocId,
  legalArticleHtml,
  legalSlot,
  NEWSLETTER_CONSENT_SENTENCE,
} from '../../shared/legal.js';
import { SITE_NAME } from '../../shared/site.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { LivePage } from '../common/static-files.js';
import { DEFAULT_LEGAL_TEXTS } from './default-texts.js';
import { fillPlaceholders, renderMarkdown, sentenceVersion, type ShopDetails, textVersion } from './legal-text.js';

const NEWSLETTER_CONSENT_VERSION = sentenceVersion(NEWSLETTER_CONSENT_SENTENCE);

/** The date a default text counts as written when its file is missing (the owner deleted it). */
const DEFAULTS_DATE = new Date('2026-11-24T00:00:00.000Z');

interface Rendered {
  /** What the file looked like (mtime and size): a new value means read it again. */
  key: string;
  doc: LegalDocResponse;
}

/**
 * The legal texts (Terms, Privacy, Refund policy, Imprint): markdown files in
 * $STORAGE_DIR/legal the owner edits, written from the defaults on first start, rendered
 * on the server with the shop's details filled in.
 *
 * How an edit reaches the pages without a rebuild: the build pre-renders each legal page
 * with an empty slot (`<!--legal:terms-->`, web/src/features/legal). The static-file
 * middleware asks `livePages()` on each request whether the file changed (one stat) and
 * fills the slot with the current text, re-rendered only after a change; the web app
 * reads the filled text when it hydrates, and asks GET /api/legal/:doc after a client-side
 * navigation. So the pre-rendered HTML, the API and the SPA always show the file as it is now.
 */
@Injectable()
export class LegalService implements OnModuleInit {
  private readonly logger = new Logger('Legal');
  private readonly dir: string;
  private readonly shop: ShopDetails;
  private readonly rendered = new Map<LegalDocId, Rendered>();

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'storageDir' | 'legal' | 'publicUrl'>) {
    this.dir = join(config.storageDir, 'legal');
    this.shop = { shopName: SITE_NAME, website: config.publicUrl, ...config.legal };
  }

  /** Writes the default of every text the owner has no file for yet (never overwrites one). */
  onModuleInit(): void {
    mkdirSync(this.dir, { recursive: true });
    for (const doc of LEGAL_DOCS) {
      try {
        writeFileSync(this.fileOf(doc), DEFAULT_LEGAL_TEXTS[doc], { flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
  }

  fileOf(doc: LegalDocId): string {
    return join(this.dir, `${doc}.md`);
  }

  /** The text as shown now; read and rendered again only when its file changed. */
  document(doc: LegalDocId): LegalDocResponse {
    const stat = this.statOf(doc);
    const key = stat ? `${stat.mtimeMs}:${stat.size}` : 'default';
    const cached = this.rendered.get(doc);
    if (cached?.key === key) return cached.doc;
    let source = DEFAULT_LEGAL_TEXTS[doc];
    let modified = DEFAULTS_DATE;
    if (stat) {
      try {
        source = readFileSync(this.fileOf(doc), 'utf8');
        modified = stat.mtime;
      } catch (err) {
        this.logger.warn(`${this.fileOf(doc)} could not be read, showing the default text: ${(err as Error).message}`);
      }
    }
    const shown = fillPlaceholders(source, this.shop);
    const rendered: LegalDocResponse = {
      doc,
      title: LEGAL_DOC_INFO[doc].title,
      html: renderMarkdown(shown),
      version: textVersion(shown, modified),
      updatedAt: modified.toISOString(),
    };
    this.rendered.set(doc, { key, doc: rendered });
    return rendered;
  }

  /** What the checkout's consent box agrees to: the Terms and the Refund policy as they are now. */
  checkoutTerms(): CheckoutTermsResponse {
    return { termsVersion: `terms@${this.document('terms').version}+refund-policy@${this.document('refund-policy').version}` };
  }

  /** The version of the newsletter's consent sentence, as this build's pages show it. */
  newsletterConsentVersion(): string {
    return NEWSLETTER_CONSENT_VERSION;
  }

  /** The pre-rendered legal pages, filled with the current text (api/common/static-files.ts). */
  livePages(): ReadonlyMap<string, LivePage> {
    return new Map(
      LEGAL_DOCS.map((doc) => [
        LEGAL_DOC_INFO[doc].path,
        {
          version: () => {
            const current = this.document(doc);
            return `${current.version}@${current.updatedAt}`;
          },
          fill: (html: string) => html.replace(legalSlot(doc), () => legalArticleHtml(this.document(doc))),
        },
      ]),
    );
  }

  /** The file's stat, or null when it is missing (the default text is shown). */
  private statOf(doc: LegalDocId): { mtime: Date; mtimeMs: number; size: number } | null {
    try {
      const stat = statSync(this.fileOf(doc));
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  }
}
