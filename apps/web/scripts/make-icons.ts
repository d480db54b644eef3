/**
 * Draws the installed app's icons (apps/web/public/icons) from the favicon's design: a white open book
 * on the brand blue. Run again after a change of design: `node --import tsx apps/web/scripts/make-icons.ts`.
 * Drawn here with node:zlib rather than by an image tool so anyone can remake the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** --color-brand-600 of src/index.css, the theme colour of index.html and the manifest. */
const BRAND: Rgb = [0x23, 0x5a, 0x92];
const WHITE: Rgb = [255, 255, 255];
type Rgb = [number, number, number];
type Point = [number, number];

// The favicon's book in its 32-unit box, its curves as straight lines: the left and the right page.
const LEFT_PAGE: Point[] = [
  [8.5, 8.5],
  [16, 10.5],
  [16, 23.5],
  [8.5, 21.5],
];
const RIGHT_PAGE: Point[] = LEFT_PAGE.map(([x, y]) => [32 - x, y]);
const STROKE_HALF_WIDTH = 1;
/** Samples per pixel side: edges are smoothed by averaging 4 × 4 samples. */
const SUPERSAMPLING = 4;

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const isOnOutline = (point: Point, polygon: Point[]) =>
  polygon.some((corner, index) => distanceToSegment(point, corner, polygon[(index + 1) % polygon.length]!) <= STROKE_HALF_WIDTH);

/** Inside a square of side 32 with corners rounded by `radius`. */
function isInRoundedSquare([x, y]: Point, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && Math.hypot(x - cx, y - cy) <= radius;
}

type Design = {
  /** Corner radius of the blue square in the 32-unit box; 0 fills the whole image (maskable, Apple). */
  cornerRadius: number;
  /** Scale of the book around the centre: a maskable icon keeps it inside the central 80 % circle. */
  glyphScale: number;
};

/** One RGBA pixel: the coverage of the square and of the book, averaged over the samples. */
function shade(x: number, y: number, size: number, design: Design): [number, number, number, number] {
  let square = 0;
  let book = 0;
  for (let sy = 0; sy < SUPERSAMPLING; sy++) {
    for (let sx = 0; sx < SUPERSAMPLING; sx++) {
      const point: Point = [((x + (sx + 0.5) / SUPERSAMPLING) * 32) / size, ((y + (sy + 0.5) / SUPERSAMPLING) * 32) / size];
      if (!isInRoundedSquare(point, design.cornerRadius)) continue;
      square += 1;
      const glyphPoint: Point = [16 + (point[0] - 16) / design.glyphScale, 16 + (point[1] - 16) / design.glyphScale];
      if (isOnOutline(glyphPoint, LEFT_PAGE) || isOnOutline(glyphPoint, RIGHT_PAGE)) book += 1;
    }
  }
  if (square === 0) return [0, 0, 0, 0];
  const share = book / square;
  const mix = (channel: 0 | 1 | 2) => Math.round(BRAND[channel] * (1 - share) + WHITE[channel] * share);
  return [mix(0), mix(1), mix(2), Math.round((255 * square) / SUPERSAMPLING ** 2)];
}

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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function drawIcon(size: number, design: Design): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) row.set(shade(x, y, size, design), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const ROUNDED: Design = { cornerRadius: 7, glyphScale: 1.25 };
// Android crops a maskable icon to its own shape (a circle at worst: the central 80 %), iOS rounds the
// corners itself and paints transparency black: both get a full square.
const FULL_BLEED: Design = { cornerRadius: 0, glyphScale: 1.05 };

const ICONS: Array<{ file: string; size: number; design: Design }> = [
  { file: 'icon-192.png', size: 192, design: ROUNDED },
  { file: 'icon-512.png', size: 512, design: ROUNDED },
  { file: 'icon-maskable-512.png', size: 512, design: FULL_BLEED },
  { file: 'apple-touch-icon-180.png', size: 180, design: FULL_BLEED },
];

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
fs.mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) fs.writeFileSync(path.join(outDir, icon.file), drawIcon(icon.size, icon.design));
