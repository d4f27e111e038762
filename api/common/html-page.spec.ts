import { html } from './html.js';
import { renderPage } from './html-page.js';

describe('renderPage', () => {
  it('escapes everything it shows and runs no inline script', () => {
    const page = renderPage({
      title: '<b>',
      paragraphs: ['<script>alert(1)</script>'],
      content: html`<form action="${'/a?b=1&c=2'}"><button>${'<Go>'}</button></form>`,
      actions: [
        { label: 'Home "page"', href: 'https://x/"', look: 'button' },
        { label: 'Contact', href: '/contact' },
      ],
    });
    expect(page).not.toContain('<script');
    expect(page).toContain('<title>&lt;b&gt; · Threadwise</title>');
    expect(page).toContain('<h1>&lt;b&gt;</h1>');
    expect(page).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('action="/a?b=1&amp;c=2"');
    expect(page).toContain('<button>&lt;Go&gt;</button>');
    expect(page).toContain('<a class="button" href="https://x/&quot;">Home &quot;page&quot;</a>');
    expect(page).toContain('<a href="/contact">Contact</a>');
  });

  it('loads scripts as same-origin files only, and may show a heading other than the title', () => {
    const page = renderPage({ title: 'Tab', heading: 'Heading', paragraphs: [], scripts: ['/x.js'] });
    expect(page).toContain('<title>Tab · Threadwise</title>');
    expect(page).toContain('<h1>Heading</h1>');
    expect(page).toContain('<script src="/x.js" defer></script>');
    expect(page.match(/<script/g)).toHaveLength(1);
  });
});
