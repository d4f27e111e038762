import { GUIDES } from '../../shared/catalogue.js';
import { asciiFileName, attachmentDisposition, pdfHeaders } from './download-headers.js';

describe('download headers', () => {
  it('names the attachment after the guide title, quoted and RFC 5987-encoded', () => {
    expect(attachmentDisposition('Fabric 101')).toBe(`attachment; filename="Fabric 101.pdf"; filename*=UTF-8''Fabric%20101.pdf`);
    for (const g of GUIDES) expect(attachmentDisposition(g.title)).toContain(`filename="${g.title}.pdf"`);
  });

  it('keeps the quoted name plain ASCII and the header injection-proof', () => {
    const value = attachmentDisposition('Tissus "légers"\r\nX-Evil: 1 / ü ★');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toMatch(/^attachment; filename="Tissus legers X-Evil 1 u.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(value.split("UTF-8''")[1])).toBe('Tissus légers X-Evil: 1 ü ★.pdf');
    expect(asciiFileName('★★')).toBe('guide');
  });

  it('forbids caching and sniffing', () => {
    expect(pdfHeaders('Fabric 101')).toMatchObject({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
