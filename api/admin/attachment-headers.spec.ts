import { attachmentHeaders } from './attachment-headers.js';

describe('attachment headers', () => {
  it('forces a download under the sanitised name (api/common/content-disposition.ts)', () => {
    expect(attachmentHeaders({ name: 'Tech pack v3.pdf', type: 'application/pdf' })['Content-Disposition']).toBe(
      'attachment; filename="Tech pack v3.pdf"',
    );
    expect(attachmentHeaders({ name: 'a"b\r\nSet-Cookie: x=1.pdf', type: 'application/pdf' })['Content-Disposition']).not.toMatch(/[\r\n]/);
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
