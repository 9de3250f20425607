#!/usr/bin/env node
// Draws the site's icon files from its logo mark, public/icon.svg:
//
//   npm run icons       after changing public/icon.svg; commit the files it writes
//
//   public/favicon.ico           16, 32 and 48 px (PNG inside ICO): what browsers, feed readers and
//                                crawlers ask for at /favicon.ico whatever a page links
//   public/apple-touch-icon.png  180 px, square and opaque: iOS rounds the corners itself and fills
//                                transparent ones with black, so the mark's own rounded corners go
//                                and its background colour fills the square
//
// The files are committed so `npm run dev` and every host serve them as they are; scripts/icons.test.ts
// fails when they are no longer what this script draws.

import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { fromRoot } from './paths.mjs';

export const iconFiles = {
  svg: fromRoot('public', 'icon.svg'),
  ico: fromRoot('public', 'favicon.ico'),
  touch: fromRoot('public', 'apple-touch-icon.png'),
};

export const icoSizes = [16, 32, 48];
export const touchSize = 180;

/** The SVG drawn as a square of `size` px, from a density that gives that size without scaling up. */
function draw(svg, size) {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 0);
  if (!width) throw new Error('public/icon.svg: the <svg> element needs a width in px');
  return sharp(Buffer.from(svg), { density: (72 * size) / width }).resize(size, size);
}

const png = (image) => image.png({ compressionLevel: 9 }).toBuffer();

/**
 * The touch icon: the mark at five sixths of the size, centred on its own background colour, so iOS's
 * rounded mask does not clip the arrow's head in the corner.
 */
async function touchIcon(svg) {
  const background = /<rect\b[^>]*\sfill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
  if (!background) throw new Error('public/icon.svg: expected a background <rect> with a fill colour');
  // Square corners: the background rectangle loses its radius, so it meets the padding without a seam.
  const square = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  const inner = Math.round((touchSize * 5) / 6);
  const mark = await draw(square, inner).png().toBuffer();
  const canvas = sharp({ create: { width: touchSize, height: touchSize, channels: 3, background } });
  // sharp composites last in a pipeline: the alpha channel goes in a second pass.
  const composed = await canvas.composite([{ input: mark, gravity: 'centre' }]).png().toBuffer();
  return png(sharp(composed).removeAlpha());
}

/** An ICO file holding PNG images (read by every browser since IE 11). */
export function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

/** The images inside an ICO file, as `ico` wrote them. */
export function icoImages(file) {
  const count = file.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = file.readUInt8(entry) || 256;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return { size, data: file.subarray(offset, offset + length) };
  });
}

/** Both files, drawn from the SVG as it is now. */
export async function drawIcons() {
  const svg = await readFile(iconFiles.svg, 'utf8');
  return {
    ico: ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(draw(svg, size)) })))),
    touch: await touchIcon(svg),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const drawn = await drawIcons();
  await writeFile(iconFiles.ico, drawn.ico);
  await writeFile(iconFiles.touch, drawn.touch);
  console.log(`icons: ${iconFiles.ico} (${drawn.ico.length} B), ${iconFiles.touch} (${drawn.touch.length} B)`);
}
