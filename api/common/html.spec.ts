import { escapeHtml, html, Html, toHtml } from './html.js';

describe('escapeHtml and html``', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes every interpolated value but keeps Html as it is', () => {
    const name = '<b>"Ada"</b>';
    const inner = html`<em>${name}</em>`;
    expect(html`<p title="${name}">${inner} & ${3}</p>`.value).toBe(
      '<p title="&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;"><em>&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;</em> & 3</p>',
    );
    expect(html`<ul>${[html`<li>${'a&b'}</li>`, html`<li>c</li>`]}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
    expect(html`<p>${null}${undefined}</p>`.value).toBe('<p></p>');
  });

  it('turns text into escaped Html and leaves Html alone', () => {
    expect(toHtml('1 < 2').value).toBe('1 &lt; 2');
    const markup = Html.trusted('<br>');
    expect(toHtml(markup)).toBe(markup);
  });
});
