/**
 * Just enough of the Compound File Binary format ([MS-CFB]) to tell a Word 97-2003
 * document from any other OLE2 file (.xls, .msi, .msg, .ppt share the container): a Word
 * file has a `WordDocument` stream directly under the root storage ([MS-DOC] 2.1.1).
 * Reads the header, the FAT sectors the directory chain needs and the directory entries
 * only; every number from the file is bounds-checked and every chain is capped, so a
 * crafted file ends the walk, never loops. Written here rather than adding a CFB package
 * (none is a dependency): only the directory is needed, and refusing a file should cost a
 * few small reads, not a parse of the whole container.
 */

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Sector ids at and above this are markers (end of chain, free, FAT, DIFAT). */
const MAX_REG_SECT = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const ENTRY_SIZE = 128;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;
/** The directory of a real document has tens of entries; a longer chain is not Word. */
const MAX_DIRECTORY_SECTORS = 1024;

export async function isWordBinary(readAt: ReadAt, fileSize: number): Promise<boolean> {
  const header = await readAt(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return false;
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((fileSize - sectorSize) / sectorSize) + 1;
  const validSector = (id: number) => id < MAX_REG_SECT && id < sectorCount;
  const sectorAt = (id: number) => (id + 1) * sectorSize;
  const perSector = sectorSize / 4;

  // FAT sector ids: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(76 + i * 4));
  let difat = header.readUInt32LE(68);
  for (let hops = 0; validSector(difat) && hops < sectorCount; hops++) {
    const sector = await readAt(sectorAt(difat), sectorSize);
    if (sector.length < sectorSize) return false;
    for (let i = 0; i < perSector - 1; i++) fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(sectorSize - 4);
  }
  const nextInChain = async (id: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(id / perSector)];
    if (fatSector === undefined || !validSector(fatSector)) return NO_STREAM;
    const entry = await readAt(sectorAt(fatSector) + (id % perSector) * 4, 4);
    return entry.length === 4 ? entry.readUInt32LE(0) : NO_STREAM;
  };

  const entries: Buffer[] = [];
  const seen = new Set<number>();
  for (
    let id = header.readUInt32LE(48);
    validSector(id) && !seen.has(id) && seen.size < MAX_DIRECTORY_SECTORS;
    id = await nextInChain(id)
  ) {
    seen.add(id);
    const sector = await readAt(sectorAt(id), sectorSize);
    for (let at = 0; at + ENTRY_SIZE <= sector.length; at += ENTRY_SIZE) entries.push(sector.subarray(at, at + ENTRY_SIZE));
  }
  const root = entries[0];
  if (!root || root[66] !== TYPE_ROOT) return false;

  // The root's children are one red-black tree: its child, then left and right siblings.
  const stack = [root.readUInt32LE(76)];
  const visited = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === NO_STREAM || id >= entries.length || visited.has(id)) continue;
    visited.add(id);
    const entry = entries[id];
    if (entry[66] === TYPE_STREAM && entryName(entry) === 'WordDocument') return true;
    stack.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
  }
  return false;
}

function entryName(entry: Buffer): string {
  const length = entry.readUInt16LE(64);
  if (length < 2 || length > 64 || length % 2 !== 0) return '';
  return entry.subarray(0, length - 2).toString('utf16le');
}
