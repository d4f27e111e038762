import { parse } from 'content-disposition';
import { asciiFallback, attachmentDisposition, sanitiseFileName } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('sends a plain ASCII name as it is, quoted', () => {
    expect(attachmentDisposition('Tech pack v3.pdf')).toBe('attachment; filename="Tech pack v3.pdf"');
    expect(attachmentDisposition("it's.pdf")).toBe(`attachment; filename="it's.pdf"`);
    expect(attachmentDisposition('messages-2025-03-04.csv')).toBe('attachment; filename="messages-2025-03-04.csv"');
  });

  it('gives old clients an ASCII name and new ones the exact UTF-8 name (RFC 6266)', () => {
    const d = attachmentDisposition('Résumé d’été 日本.pdf');
    expect(d).toBe(
      `attachment; filename="Resume dete.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20d%E2%80%99%C3%A9t%C3%A9%20%E6%97%A5%E6%9C%AC.pdf`,
    );
    expect(parse(d).parameters.filename).toBe('Résumé d’été 日本.pdf');
    expect(attachmentDisposition("it's (final)*.pdf")).toContain(`filename*=UTF-8''it%27s%20%28final%29%2A.pdf`);
  });

  it('drops quotes, backslashes, slashes and control characters (no header injection)', () => {
    expect(sanitiseFileName('evil"\r\nX-Injected: 1\\..\\/a.pdf')).toBe('evilX-Injected: 1..a.pdf');
    const d = attachmentDisposition('a"b\r\nSet-Cookie: x=1.pdf');
    expect(d).not.toMatch(/[\r\n]/);
    expect(d.startsWith('attachment; filename="abSet-Cookie x=1.pdf"; ')).toBe(true);
    expect(parse(d).parameters.filename).toBe('abSet-Cookie: x=1.pdf');
  });

  it('never answers an empty or hidden name', () => {
    expect(sanitiseFileName('')).toBe('attachment');
    expect(sanitiseFileName('..')).toBe('attachment');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(asciiFallback('.pdf')).toBe('pdf');
    expect(asciiFallback('日本')).toBe('attachment');
    expect(asciiFallback('日本.png')).toBe('attachment.png');
    expect(asciiFallback("it's (final)*.docx")).toBe("it's (final).docx");
    expect(attachmentDisposition('★★.pdf', 'guide')).toBe(`attachment; filename="guide.pdf"; filename*=UTF-8''%E2%98%85%E2%98%85.pdf`);
  });
});
