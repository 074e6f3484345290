// `node tools/scripts/make-icons.mjs`: draws the app's icons (shell/src/pwa/icons/*.png) for the web
// app manifest: a white plate with a green leaf on the clinic's green. Written once and committed;
// run again only to change the drawing. A minimal PNG encoder (RGBA, zlib), no image library.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/src/pwa/icons');
const GREEN = [0x2f, 0x7d, 0x4f];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) rows.set(pixel(x / size, y / size), y * (size * 4 + 1) + 1 + x * 4);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** `scale`: the share of the icon the plate takes (smaller for maskable icons, whose edges are cropped). */
function drawing(scale) {
  return (u, v) => {
    const x = (u - 0.5) / scale;
    const y = (v - 0.5) / scale;
    const r = Math.hypot(x, y);
    // A leaf: the overlap of two discs, tilted 45°.
    const a = (x + y) / Math.SQRT2;
    const b = (x - y) / Math.SQRT2;
    const leaf = Math.hypot(a, b - 0.17) < 0.28 && Math.hypot(a, b + 0.17) < 0.28;
    const vein = leaf && Math.abs(b) < 0.01;
    if (r < 0.4 && (!leaf || vein)) return [...WHITE, 255];
    return [...GREEN, 255];
  };
}

for (const [name, size, scale] of [['icon-192.png', 192, 1], ['icon-512.png', 512, 1], ['maskable-512.png', 512, 0.8]]) {
  writeFileSync(path.join(OUT, name), png(size, drawing(scale)));
  console.log(`${name} written`);
}
