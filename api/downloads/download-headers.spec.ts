import { parse } from 'content-disposition';
import { GUIDES } from '../../shared/catalogue.js';
import { guideDisposition, pdfHeaders } from './download-headers.js';

describe('download headers', () => {
  it('names the attachment after the guide title', () => {
    expect(guideDisposition('Fabric 101')).toBe('attachment; filename="Fabric 101.pdf"');
    for (const g of GUIDES) expect(guideDisposition(g.title)).toContain(`filename="${g.title}.pdf"`);
  });

  it('keeps the quoted name plain ASCII, the exact name RFC 5987-encoded, and the header injection-proof', () => {
    const value = guideDisposition('Tissus "légers"\r\nX-Evil: 1 / ü ★');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toMatch(/^attachment; filename="Tissus legersX-Evil 1 u.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(parse(value).parameters.filename).toBe('Tissus légersX-Evil: 1 ü ★.pdf');
    expect(guideDisposition('★★')).toContain('filename="guide.pdf";');
  });

  it('forbids caching and sniffing', () => {
    expect(pdfHeaders('Fabric 101')).toMatchObject({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
