import { GUIDES } from './catalogue.js';
import { headTags, headTagsHtml, pageSeo, scriptJson } from './seo.js';

const ORIGIN = 'https://shop.example';
const meta = (path: string) => ({ title: 'T · Threadwise', description: 'D', path });
const keys = (path: string) =>
  headTags(meta(path), ORIGIN).map((t) => (t.tag === 'meta' ? t.key : t.tag === 'link' ? 'canonical' : 'json-ld'));

describe('page metadata', () => {
  it('gives an unknown path only robots noindex', () => {
    expect(headTags(meta('/no-such-page'), ORIGIN)).toEqual([{ tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' }]);
    expect(keys('/guides/fabric-999')).toEqual(['robots']);
  });

  it('gives a page kept out of the index share tags but no canonical link or structured data', () => {
    const k = keys('/guides/fabric-101/checkout');
    expect(k).toContain('robots');
    expect(k).toContain('og:image');
    expect(k).not.toContain('canonical');
    expect(k).not.toContain('json-ld');
  });

  it('drops a trailing slash from the canonical address', () => {
    const canonical = headTags(meta('/guides/fabric-101/'), ORIGIN).find((t) => t.tag === 'link');
    expect(canonical).toEqual({ tag: 'link', rel: 'canonical', href: `${ORIGIN}/guides/fabric-101` });
    expect(pageSeo('/about/').canonicalPath).toBe('/about');
  });

  it('uses the guide share image on its page and checkout, the home image elsewhere', () => {
    for (const g of GUIDES) {
      expect(pageSeo(`/guides/${g.slug}`).card).toBe(g.slug);
      expect(pageSeo(`/guides/${g.slug}/checkout`).card).toBe(g.slug);
    }
    expect(pageSeo('/contact').card).toBe('home');
  });

  it("puts the configured support address in the home page's Organization (the default without one)", () => {
    const organization = (tags: ReturnType<typeof headTags>) =>
      tags
        .flatMap((t) => (t.tag === 'script' ? [JSON.parse(t.json) as Record<string, unknown>] : []))
        .find((d) => d['@type'] === 'Organization');
    expect(organization(headTags(meta('/'), ORIGIN))?.email).toBe('hello@threadwise.studio');
    expect(organization(headTags(meta('/'), ORIGIN, undefined, 'help@shop.example'))?.email).toBe('help@shop.example');
  });

  it('cannot be broken out of by the text it carries', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ name: '</script>' }))).toEqual({ name: '</script>' });
    const html = headTagsHtml([{ tag: 'meta', attr: 'property', key: 'og:title', content: '"><script>x</script>' }]);
    expect(html).toBe('<meta property="og:title" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
  });
});
