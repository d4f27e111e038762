import { asciiFallback, attachmentDisposition, attachmentHeaders, sanitiseFileName } from './attachment-headers.js';

describe('attachment headers', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('Tech pack v3.pdf')).toBe(`attachment; filename="Tech pack v3.pdf"; filename*=UTF-8''Tech%20pack%20v3.pdf`);
  });

  it('drops quotes, backslashes, slashes and control characters (no header injection)', () => {
    expect(sanitiseFileName('evil"\r\nX-Injected: 1\\..\\/a.pdf')).toBe('evilX-Injected: 1..a.pdf');
    const d = attachmentDisposition('a"b\r\nSet-Cookie: x=1.pdf');
    expect(d).not.toMatch(/[\r\n]/);
    expect(d.startsWith('attachment; filename="abSet-Cookie x=1.pdf"; ')).toBe(true);
  });

  it('gives old clients an ASCII name and new ones the exact UTF-8 name', () => {
    const d = attachmentDisposition('Résumé d’été 日本.pdf');
    expect(d).toBe(`attachment; filename="Resume dete.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20d%E2%80%99%C3%A9t%C3%A9%20%E6%97%A5%E6%9C%AC.pdf`);
    expect(asciiFallback('日本.png')).toBe('attachment.png');
    expect(asciiFallback("it's (final)*.docx")).toBe("it's (final).docx");
    expect(attachmentDisposition("it's.pdf")).toContain(`filename*=UTF-8''it%27s.pdf`);
  });

  it('never answers an empty or hidden name', () => {
    expect(sanitiseFileName('')).toBe('attachment');
    expect(sanitiseFileName('..')).toBe('attachment');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(asciiFallback('.pdf')).toBe('pdf');
    expect(asciiFallback('日本')).toBe('attachment');
  });

  it('forces a download of the sniffed type, never sniffed again, cached or run', () => {
    expect(attachmentHeaders({ name: 'a.png', type: 'image/png' })).toMatchObject({
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
});
