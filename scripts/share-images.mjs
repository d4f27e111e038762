#!/usr/bin/env node
/**
 * Build step after the SSR build (before scripts/prerender.mjs, which removes dist/ssr): the
 * share images that link previews show (Open Graph / Twitter card), 1200×630 PNGs, one per
 * guide (its cover art, title, promise, price and rating) and one for the home page, and
 * the square logo of the structured data. Written to dist/web/og/, so the server sends them
 * from memory like any build file.
 *
 * Made at build time, not at start-up: they depend only on the catalogue and the cover art,
 * which ship with the build, so a running shop never spends CPU or start-up time on them.
 * The catalogue, palette and image paths come from the SSR bundle (the same shared modules
 * as the pages). Text is set in the site's own fonts (Fraunces, Inter), converted from the
 * installed WOFF2 files to TrueType and given to fontconfig alone, so the images look the
 * same on every machine, a Docker build without any system font included.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { woff2ToSfnt } from './woff2-to-sfnt.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(root, process.env.WEB_DIR ?? 'dist/web');
const publicDir = join(root, 'web/public');
const fontsource = join(root, 'node_modules/@fontsource-variable');

const site = await import(pathToFileURL(join(resolve(root, process.env.SSR_DIR ?? 'dist/ssr'), 'entry-server.js')).href);
const { ACCENTS, GUIDES, LOGO_IMAGE, SHARE_CARDS, SHARE_IMAGE, SITE_HEADLINE, SITE_NAME, TAGLINE, brand, formatPrice, shareImagePath } =
  site;
const W = SHARE_IMAGE.width;
const H = SHARE_IMAGE.height;

// Fonts first: fontconfig reads FONTCONFIG_FILE once, when sharp first lays out text.
const fontDir = mkdtempSync(join(tmpdir(), 'share-fonts-'));
const FONTS = {
  'Fraunces.ttf': 'fraunces/files/fraunces-latin-full-normal.woff2',
  'Fraunces-Italic.ttf': 'fraunces/files/fraunces-latin-full-italic.woff2',
  'Inter.ttf': 'inter/files/inter-latin-wght-normal.woff2',
};
for (const [name, woff2] of Object.entries(FONTS)) writeFileSync(join(fontDir, name), woff2ToSfnt(readFileSync(join(fontsource, woff2))));
writeFileSync(
  join(fontDir, 'fonts.conf'),
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${join(fontDir, 'cache')}</cachedir>` +
    '<alias><family>serif</family><prefer><family>Fraunces</family></prefer></alias>' +
    '<alias><family>sans-serif</family><prefer><family>Inter</family></prefer></alias></fontconfig>',
);
process.env.FONTCONFIG_FILE = join(fontDir, 'fonts.conf');
const { default: sharp } = await import('sharp');

const SERIF = 'Fraunces';
const SANS = 'Inter';

/** Markup-safe text that never breaks a line at a hyphen ('Plant-Based' stays whole). */
const esc = (s) => site.escapeHtml(String(s)).replace(/-/g, '\u2060-\u2060');

/** A heavier run inside a text block (the font description's weight axis overrides <b>). */
const strong = (markup, family, size, weight = 650) => `<span font="${family} ${size}px @wght=${weight}">${markup}</span>`;

/**
 * One block of text (Pango markup) as an image: `font` is a Pango font description with the
 * variable axes the site's CSS would give (weight, and optical size = font size).
 */
async function text(markup, { family, size, weight = 400, width, color = brand.ink, lineHeight = 1.2, letterSpacing = 0 }) {
  const axes = family === SERIF ? `@wght=${weight},opsz=${Math.min(144, size)}` : `@wght=${weight}`;
  const spacing = letterSpacing ? ` letter_spacing="${Math.round(letterSpacing * 1024)}"` : '';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}"${spacing}>${markup}</span>`,
      font: `${family} ${size}px ${axes}`,
      width,
      wrap: 'word',
      rgba: true,
      dpi: 72,
      spacing: Math.round(size * (lineHeight - 1.2)),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The cover art with its text in the site's fonts (the SVG names system fonts). */
function coverSvg(imagePath) {
  return readFileSync(join(publicDir, imagePath))
    .toString('utf8')
    .replace(/font-family="([^"]*)"/g, (_m, families) => `font-family="${/sans-serif/.test(families) ? SANS : SERIF}"`);
}

/** The cover, `width` wide, turned by `angle` degrees, with a soft shadow under it. */
async function cover(imagePath, width, angle) {
  const height = Math.round((width * 4) / 3);
  const art = await sharp(Buffer.from(coverSvg(imagePath)), { density: 144 })
    .resize(width, height)
    .png()
    .toBuffer();
  const pad = 40;
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * pad}" height="${height + 2 * pad}">` +
      `<filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>` +
      `<rect x="${pad + 6}" y="${pad + 16}" width="${width - 4}" height="${height - 6}" rx="6" fill="#1c1917" opacity=".45" filter="url(#s)"/></svg>`,
  );
  const framed = await sharp(shadow)
    .composite([{ input: art, left: pad, top: pad }])
    .png()
    .toBuffer();
  return sharp(framed)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The logo mark of the favicon, `size` px square. */
async function logoMark(size) {
  return sharp(readFileSync(join(publicDir, 'favicon.svg')), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Mark and wordmark, as in the site's top bar. */
async function wordmark() {
  const mark = await logoMark(52);
  const name = await text(esc(SITE_NAME), { family: SERIF, size: 34, weight: 600 });
  return { mark, name };
}

function star(x, y, r, fill) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A woven texture of the accent colour, like the covers' cloth. */
function weave(x, y, width, height, { main, soft }) {
  return (
    `<pattern id="weave" width="28" height="28" patternUnits="userSpaceOnUse" x="${x}">` +
    `<rect width="28" height="28" fill="${main}"/>` +
    `<rect x="2" y="3" width="11" height="9" rx="3.5" fill="${soft}" opacity=".16"/>` +
    `<rect x="15" y="16" width="11" height="9" rx="3.5" fill="${soft}" opacity=".16"/>` +
    `<rect x="16" y="2" width="9" height="11" rx="3.5" fill="#000" opacity=".07"/>` +
    `<rect x="3" y="15" width="9" height="11" rx="3.5" fill="#000" opacity=".07"/></pattern>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#weave)"/>`
  );
}

const LEFT = 72;

async function guideCard(guide) {
  const accent = ACCENTS[guide.slug];
  const panelX = 742;
  const { mark, name } = await wordmark();
  const eyebrow = await text(`FABRIC GUIDE  ·  ${guide.pages}-PAGE PDF`, {
    family: SANS,
    size: 17,
    weight: 700,
    color: brand.green,
    letterSpacing: 2.2,
  });
  let titleSize = 78;
  let title = await text(esc(guide.title), { family: SERIF, size: titleSize, weight: 600, width: 600, lineHeight: 1.05 });
  while (title.height > 190 && titleSize > 56) {
    titleSize -= 4;
    title = await text(esc(guide.title), { family: SERIF, size: titleSize, weight: 600, width: 600, lineHeight: 1.05 });
  }
  const subtitle = await text(esc(guide.subtitle), { family: SANS, size: 25, color: brand.muted, width: 590, lineHeight: 1.4 });
  const price = await text(esc(guide.price), { family: SERIF, size: 60, weight: 600 });
  const list = await text(`<s>${esc(formatPrice(guide.listCents))}</s>`, { family: SANS, size: 26, weight: 500, color: brand.muted });
  const save = await text(`Save ${esc(formatPrice(guide.listCents - guide.saleCents))}`, {
    family: SANS,
    size: 19,
    weight: 700,
    color: brand.green,
  });
  const rating = await text(`${strong(guide.rating.toFixed(1), SANS, 21)}  ·  ${guide.reviewCount} reviews`, {
    family: SANS,
    size: 21,
    color: brand.inkSoft,
  });
  const art = await cover(guide.image, 372, -4);
  const shown = guide.topics.slice(0, 3);
  const chipLabels = guide.topics.length > shown.length ? [...shown, `+${guide.topics.length - shown.length}`] : shown;
  const chips = await Promise.all(chipLabels.map((t) => text(esc(t), { family: SANS, size: 17, weight: 600, color: brand.inkSoft })));

  const eyebrowTop = 176;
  const titleTop = eyebrowTop + eyebrow.height + 14;
  const subtitleTop = titleTop + title.height + 18;
  const priceTop = H - 70 - price.height;
  const priceMid = priceTop + price.height / 2;
  const listLeft = LEFT + price.width + 16;
  const pillLeft = listLeft + list.width + 18;
  const pill = { width: save.width + 28, height: save.height + 12 };
  const starsLeft = pillLeft + pill.width + 34;
  const stars = Array.from({ length: 5 }, (_, i) => star(starsLeft + 11 + i * 24, priceMid - 1, 10.5, brand.star)).join('');
  if (subtitleTop + subtitle.height > priceTop - 16) throw new Error(`share image ${guide.slug}: the text does not fit`);
  // The topic chips of the site's guide cards, where the title leaves room for them.
  const chipsTop = subtitleTop + subtitle.height + 22;
  const chipHeight = 36;
  const chipBoxes = [];
  if (chipsTop + chipHeight <= priceTop - 30) {
    let x = LEFT;
    for (const chip of chips) {
      chipBoxes.push({ chip, x, width: chip.width + 28 });
      x += chip.width + 28 + 10;
    }
  }

  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<defs><radialGradient id="glow" cx="0.3" cy="0.35" r="0.8"><stop offset="0" stop-color="${brand.paper}"/><stop offset="1" stop-color="${brand.ivory}"/></radialGradient>` +
      `<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset=".12" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#glow)"/>` +
      weave(panelX, 0, W - panelX, H, accent) +
      `<rect x="${panelX}" width="${W - panelX}" height="${H}" fill="#000" opacity=".06"/>` +
      `<rect x="${panelX}" width="${W - panelX}" height="${H}" fill="url(#shade)"/>` +
      `<rect x="${LEFT}" y="${eyebrowTop + eyebrow.height / 2 - 1}" width="24" height="2" fill="${brand.green}"/>` +
      `<rect x="${pillLeft}" y="${priceMid - pill.height / 2}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="#E4F1E9"/>` +
      chipBoxes
        .map(
          (b) =>
            `<rect x="${b.x + 0.5}" y="${chipsTop + 0.5}" width="${b.width - 1}" height="${chipHeight - 1}" rx="${chipHeight / 2}" fill="${brand.paper}" stroke="${brand.line}"/>`,
        )
        .join('') +
      stars +
      `<rect y="${H - 10}" width="${panelX}" height="10" fill="${accent.main}"/>` +
      `</svg>`,
  );
  const coverLeft = Math.round(panelX + (W - panelX - art.info.width) / 2);
  const coverTop = Math.round((H - art.info.height) / 2);
  return sharp(background)
    .composite([
      { input: mark, left: LEFT, top: 56 },
      { input: name.input, left: LEFT + 66, top: Math.round(56 + 26 - name.height / 2) },
      { input: eyebrow.input, left: LEFT + 36, top: eyebrowTop },
      { input: title.input, left: LEFT - 3, top: titleTop },
      { input: subtitle.input, left: LEFT, top: subtitleTop },
      { input: price.input, left: LEFT, top: priceTop },
      { input: list.input, left: listLeft, top: Math.round(priceMid - list.height / 2 + 3) },
      { input: save.input, left: pillLeft + 14, top: Math.round(priceMid - save.height / 2) },
      { input: rating.input, left: starsLeft + 5 * 24 + 8, top: Math.round(priceMid - rating.height / 2) },
      ...chipBoxes.map((b) => ({ input: b.chip.input, left: b.x + 14, top: Math.round(chipsTop + (chipHeight - b.chip.height) / 2) })),
      { input: art.data, left: coverLeft, top: coverTop },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 })
    .toBuffer();
}

async function homeCard() {
  const { mark, name } = await wordmark();
  const eyebrow = await text('FABRIC GUIDES  ·  BRAND SERVICES', {
    family: SANS,
    size: 17,
    weight: 700,
    color: brand.green,
    letterSpacing: 2.2,
  });
  const title = await text(esc(SITE_HEADLINE), { family: SERIF, size: 70, weight: 600, width: 560, lineHeight: 1.06 });
  const tagline = await text(esc(TAGLINE), { family: SANS, size: 26, color: brand.muted, width: 560 });
  const from = Math.min(...GUIDES.map((g) => g.saleCents));
  const facts = await text(
    `${strong(`${GUIDES.length} PDF fabric guides`, SANS, 20)} from ${esc(formatPrice(from))}  ·  Tech packs  ·  Production`,
    {
      family: SANS,
      size: 20,
      color: brand.inkSoft,
    },
  );
  const angles = [-13, -6.5, 0, 6.5, 13];
  const arts = await Promise.all(GUIDES.map((g, i) => cover(g.image, 236, angles[i])));

  const eyebrowTop = 176;
  const titleTop = eyebrowTop + eyebrow.height + 14;
  const taglineTop = titleTop + title.height + 20;
  const factsTop = H - 76 - facts.height;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<defs><radialGradient id="sand" cx="0.78" cy="0.5" r="0.55"><stop offset="0" stop-color="${brand.sand}"/><stop offset="1" stop-color="${brand.ivory}"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sand)"/>` +
      `<rect x="${LEFT}" y="${eyebrowTop + eyebrow.height / 2 - 1}" width="24" height="2" fill="${brand.green}"/>` +
      `<rect x="${LEFT}" y="${factsTop - 22}" width="${facts.width}" height="1" fill="${brand.line}"/>` +
      GUIDES.map(
        (g, i) =>
          `<rect x="${(W / GUIDES.length) * i}" y="${H - 10}" width="${W / GUIDES.length}" height="10" fill="${ACCENTS[g.slug].main}"/>`,
      ).join('') +
      `</svg>`,
  );
  // The fan of covers, from the left one up to the middle one on top.
  const centre = 884;
  const order = [0, 4, 1, 3, 2];
  const covers = order.map((i) => {
    const art = arts[i];
    const dx = (i - 2) * 78;
    const dy = Math.abs(i - 2) * 14;
    return { input: art.data, left: Math.round(centre + dx - art.info.width / 2), top: Math.round(H / 2 - 8 + dy - art.info.height / 2) };
  });
  return sharp(background)
    .composite([
      ...covers,
      { input: mark, left: LEFT, top: 56 },
      { input: name.input, left: LEFT + 66, top: Math.round(56 + 26 - name.height / 2) },
      { input: eyebrow.input, left: LEFT + 36, top: eyebrowTop },
      { input: title.input, left: LEFT - 3, top: titleTop },
      { input: tagline.input, left: LEFT, top: taglineTop },
      { input: facts.input, left: LEFT, top: factsTop },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 })
    .toBuffer();
}

const started = Date.now();
const outDir = join(webDir, 'og');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
try {
  for (const card of SHARE_CARDS) {
    const guide = GUIDES.find((g) => g.slug === card);
    const png = card === 'home' ? await homeCard() : await guideCard(guide);
    const meta = await sharp(png).metadata();
    if (meta.width !== W || meta.height !== H) throw new Error(`share image ${card}: ${meta.width}×${meta.height}, expected ${W}×${H}`);
    writeFileSync(join(webDir, shareImagePath(card)), png);
  }
  writeFileSync(
    join(webDir, LOGO_IMAGE.path),
    await sharp(await logoMark(LOGO_IMAGE.size))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
} finally {
  rmSync(fontDir, { recursive: true, force: true });
}
console.log(`share-images: ${SHARE_CARDS.length} cards and the logo in ${Date.now() - started} ms -> ${outDir}`);
