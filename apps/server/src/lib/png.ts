import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A square avatar PNG: a head and shoulders silhouette on a coloured background. */
export function makeAvatarPng(background: string, size = 96): Buffer {
  const [br, bg, bb] = hexToRgb(background);
  const rows: Buffer[] = [];
  const center = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inHead = (x - center) ** 2 + (y - size * 0.38) ** 2 < (size * 0.18) ** 2;
      const inShoulders = y > size * 0.62 && (x - center) ** 2 + (y - size * 1.02) ** 2 < (size * 0.4) ** 2;
      const isFigure = inHead || inShoulders;
      const offset = 1 + x * 3;
      row[offset] = isFigure ? 255 : br;
      row[offset + 1] = isFigure ? 255 : bg;
      row[offset + 2] = isFigure ? 255 : bb;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The picture served when a teacher or child has none. */
export const DEFAULT_AVATAR_PNG = makeAvatarPng('#94a3b8');
