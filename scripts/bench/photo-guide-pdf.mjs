/**
 * A guide PDF the size of a real one: the generated samples are text and vector drawings
 * (about 90 kB), while a fabric guide an owner uploads carries a photograph on most pages
 * (several MB). Each page here has a heading, a caption and its own photo-like JPEG
 * (blurred noise, as incompressible as a photograph), so the file's bytes are what a real
 * edition's would be: images, already compressed.
 */
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const BASE = { width: 2400, height: 1500, channels: 3 };

/** `pages` A4 pages with one 1400 × 900 photo each (about 160 kB): about 7 MB for 44 pages. */
export async function photoGuidePdf({ title = 'Fabric 201 Cotton', pages = 44 } = {}) {
  // One blurred-noise "photograph", each page a different crop of it (distinct bytes).
  const base = await sharp({ create: { ...BASE, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .blur(1.2)
    .raw()
    .toBuffer();
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} (benchmark edition)`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const photo = await sharp(base, { raw: BASE })
      .extract({ left: (n * 37) % 1000, top: (n * 23) % 600, width: 1400, height: 900 })
      .jpeg({ quality: 80 })
      .toBuffer();
    const image = await doc.embedJpg(photo);
    const page = doc.addPage([595, 842]);
    page.drawText(`${title} · ${n}`, { x: 48, y: 780, size: 20, font: bold, color: rgb(0.17, 0.15, 0.13) });
    page.drawImage(image, { x: 48, y: 400, width: 499, height: 321 });
    page.drawText('Weave, weight and hand feel, photographed under daylight.', { x: 48, y: 380, size: 11, font, color: rgb(0.3, 0.3, 0.3) });
  }
  return Buffer.from(await doc.save());
}
