/**
 * WOFF2 to TrueType (sfnt), for the build-time share images (scripts/share-images.mjs):
 * the site's fonts ship only as WOFF2 (@fontsource-variable), and the text renderer behind
 * sharp (FreeType, built without brotli) reads TrueType only. Written by hand because no
 * maintained WOFF2 decoder is installed; it follows the W3C WOFF2 recommendation
 * (https://www.w3.org/TR/WOFF2/): brotli-decompress the table data, copy the tables that
 * are stored as is, and rebuild `glyf` and `loca` from their transformed form (section
 * 5.1). Instructions (hinting) are kept; the `hmtx` transform and font collections are not
 * used by our fonts and are refused.
 */
import { brotliDecompressSync } from 'node:zlib';

const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

class Reader {
  constructor(buf, pos = 0) {
    this.buf = buf;
    this.pos = pos;
  }
  u8() {
    return this.buf.readUInt8(this.pos++);
  }
  u16() {
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16() {
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32() {
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n) {
    const v = this.buf.subarray(this.pos, this.pos + n);
    if (v.length !== n) throw new Error('woff2: truncated data');
    this.pos += n;
    return v;
  }
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new Error('woff2: UIntBase128 with a leading zero');
      if (value & 0xfe000000) throw new Error('woff2: UIntBase128 overflow');
      value = (value << 7) | (b & 0x7f);
      if ((b & 0x80) === 0) return value >>> 0;
    }
    throw new Error('woff2: UIntBase128 longer than 5 bytes');
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

const withSign = (flag, value) => (flag & 1 ? value : -value);

/** One point's delta from the flag byte and the glyph stream (the spec's triplet encoding). */
function triplet(flag, g) {
  if (flag < 10) return [0, withSign(flag, ((flag & 14) << 7) + g.u8())];
  if (flag < 20) return [withSign(flag, (((flag - 10) & 14) << 7) + g.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = g.u8();
    return [withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4)), withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const b1 = g.u8();
    const b2 = g.u8();
    return [withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + b1), withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b2)];
  }
  if (flag < 124) {
    const b1 = g.u8();
    const b2 = g.u8();
    const b3 = g.u8();
    return [withSign(flag, (b1 << 4) + (b2 >> 4)), withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3)];
  }
  const b1 = g.u8();
  const b2 = g.u8();
  const b3 = g.u8();
  const b4 = g.u8();
  return [withSign(flag, (b1 << 8) + b2), withSign(flag >> 1, (b3 << 8) + b4)];
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** Rebuilds the glyf and loca tables (long offsets) from the transformed glyf table. */
function rebuildGlyf(data) {
  const h = new Reader(data);
  h.u16(); // reserved
  const optionFlags = h.u16();
  const numGlyphs = h.u16();
  h.u16(); // indexFormat: we always write long offsets
  const sizes = Array.from({ length: 7 }, () => h.u32());
  let at = h.pos;
  const streams = sizes.map((size) => {
    const r = new Reader(data.subarray(at, at + size));
    at += size;
    return r;
  });
  const [nContourStream, nPointsStream, flagStream, glyphStream, compositeStream, bboxStream, instructionStream] = streams;
  const overlapBitmap = optionFlags & 1 ? data.subarray(at, at + ((numGlyphs + 7) >> 3)) : null;
  const bboxBitmap = bboxStream.bytes(((numGlyphs + 31) >> 5) * 4);
  const hasBbox = (i) => (bboxBitmap[i >> 3] & (0x80 >> (i & 7))) !== 0;

  const glyphs = [];
  for (let i = 0; i < numGlyphs; i++) {
    const nContours = nContourStream.i16();
    if (nContours === 0) {
      if (hasBbox(i)) throw new Error(`woff2: empty glyph ${i} has a bounding box`);
      glyphs.push(Buffer.alloc(0));
      continue;
    }
    if (nContours > 0) {
      const endPts = [];
      let total = 0;
      for (let c = 0; c < nContours; c++) {
        total += nPointsStream.u255();
        endPts.push(total - 1);
      }
      const xs = new Array(total);
      const ys = new Array(total);
      const onCurve = new Array(total);
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p++) {
        const flag = flagStream.u8();
        onCurve[p] = (flag & 0x80) === 0;
        const [dx, dy] = triplet(flag & 0x7f, glyphStream);
        x += dx;
        y += dy;
        xs[p] = x;
        ys[p] = y;
      }
      const instructionLength = glyphStream.u255();
      const instructions = instructionStream.bytes(instructionLength);
      const bbox = hasBbox(i)
        ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()]
        : [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      const overlap = overlapBitmap !== null && (overlapBitmap[i >> 3] & (0x80 >> (i & 7))) !== 0;
      // Plain encoding: one flag byte and two 16-bit deltas per point (no packing needed).
      const out = Buffer.alloc(10 + 2 * nContours + 2 + instructionLength + total * 5);
      let o = out.writeInt16BE(nContours, 0);
      for (const v of bbox) o = out.writeInt16BE(v, o);
      for (const e of endPts) o = out.writeUInt16BE(e, o);
      o = out.writeUInt16BE(instructionLength, o);
      o += instructions.copy(out, o);
      for (let p = 0; p < total; p++) out[o++] = (onCurve[p] ? 0x01 : 0) | (p === 0 && overlap ? 0x40 : 0);
      for (let p = 0; p < total; p++) o = out.writeInt16BE(xs[p] - (p ? xs[p - 1] : 0), o);
      for (let p = 0; p < total; p++) o = out.writeInt16BE(ys[p] - (p ? ys[p - 1] : 0), o);
      glyphs.push(out);
      continue;
    }
    // Composite: the component records are stored verbatim; the bounding box always explicitly.
    if (!hasBbox(i)) throw new Error(`woff2: composite glyph ${i} has no bounding box`);
    const start = compositeStream.pos;
    let flags;
    let haveInstructions = false;
    do {
      flags = compositeStream.u16();
      compositeStream.u16(); // glyph index
      compositeStream.bytes(flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) compositeStream.bytes(2);
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) compositeStream.bytes(4);
      else if (flags & WE_HAVE_A_TWO_BY_TWO) compositeStream.bytes(8);
      if (flags & WE_HAVE_INSTRUCTIONS) haveInstructions = true;
    } while (flags & MORE_COMPONENTS);
    const components = compositeStream.buf.subarray(start, compositeStream.pos);
    const instructionLength = haveInstructions ? glyphStream.u255() : 0;
    const instructions = instructionStream.bytes(instructionLength);
    const out = Buffer.alloc(10 + components.length + (haveInstructions ? 2 + instructionLength : 0));
    let o = out.writeInt16BE(nContours, 0);
    for (let k = 0; k < 4; k++) o = out.writeInt16BE(bboxStream.i16(), o);
    o += components.copy(out, o);
    if (haveInstructions) {
      o = out.writeUInt16BE(instructionLength, o);
      instructions.copy(out, o);
    }
    glyphs.push(out);
  }

  const padded = glyphs.map((g) => (g.length % 4 === 0 ? g : Buffer.concat([g, Buffer.alloc(4 - (g.length % 4))])));
  const loca = Buffer.alloc((numGlyphs + 1) * 4);
  let offset = 0;
  padded.forEach((g, i) => {
    loca.writeUInt32BE(offset, i * 4);
    offset += g.length;
  });
  loca.writeUInt32BE(offset, numGlyphs * 4);
  return { glyf: Buffer.concat(padded), loca };
}

function checksum(buf) {
  const padded = buf.length % 4 === 0 ? buf : Buffer.concat([buf, Buffer.alloc(4 - (buf.length % 4))]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The TrueType font inside a WOFF2 file. */
export function woff2ToSfnt(woff2) {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error('woff2: not a WOFF2 file');
  const flavor = r.u32();
  if (flavor === 0x74746366) throw new Error('woff2: font collections are not supported');
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const totalCompressedSize = r.u32();
  r.pos += 24; // version, metadata and private blocks

  const entries = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag = (flags & 0x3f) === 0x3f ? r.bytes(4).toString('latin1') : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    const origLength = r.base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? r.base128() : origLength;
    if (transformed && tag !== 'glyf' && tag !== 'loca') throw new Error(`woff2: the ${tag} transform is not supported`);
    entries.push({ tag, transformed, length });
  }
  const data = brotliDecompressSync(r.bytes(totalCompressedSize));

  const tables = new Map();
  let at = 0;
  for (const e of entries) {
    tables.set(e.tag, data.subarray(at, at + e.length));
    at += e.length;
  }
  const glyfEntry = entries.find((e) => e.tag === 'glyf');
  if (glyfEntry?.transformed) {
    const { glyf, loca } = rebuildGlyf(tables.get('glyf'));
    tables.set('glyf', glyf);
    tables.set('loca', loca);
    const head = Buffer.from(tables.get('head'));
    head.writeInt16BE(1, 50); // indexToLocFormat: long offsets
    tables.set('head', head);
  }
  const head = Buffer.from(tables.get('head'));
  head.writeUInt32BE(0, 8); // checkSumAdjustment, computed below
  tables.set('head', head);

  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + n * 16);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(n, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(n * 16 - searchRange, 10);
  const bodies = [];
  let offset = directory.length;
  tags.forEach((tag, i) => {
    const body = tables.get(tag);
    const at = 12 + i * 16;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(checksum(body), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(body.length, at + 12);
    const padded = body.length % 4 === 0 ? body : Buffer.concat([body, Buffer.alloc(4 - (body.length % 4))]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([directory, ...bodies]);
  const headOffset = directory.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}
