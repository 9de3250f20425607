#!/usr/bin/env node
// Cuts the site's font, app/fonts/InterVariable-latin.woff2, from @fontsource-variable/inter's latin
// file (weights 100–900) down to the weights, characters and features the pages use:
//
//   npm run font        after adding text with a character that is not in FONT_CHARACTERS
//
// Why so small: the font is preloaded, and on a first visit it is one of the three files (with the
// page and its stylesheet) fetched before the text settles, on a connection of its own. A new TCP
// connection delivers ten segments in its first round trip; the font with its response headers
// fits in it (e2e/out/build.test.mjs holds that), where the whole latin set needed another round trip
// on a slow phone connection and showed in Lighthouse's mobile LCP.
//
// What is kept: weights 400–800 (--weight-regular to --weight-heavy), kerning (`kern`, with its
// variation data, so bold text kerns as bold) and tabular figures (`tnum`, for the counters and
// numbered steps). Dropped: contextual alternates (`calt`: a plus sign raised beside figures, a
// colon between digits), the other letters of Latin-1, the ASCII symbols no page writes
// (\ ^ ` { } ~ < > | [ ] = * #), and three tables the browser does not need to draw the text (HVAR:
// advance widths still vary through the outlines' own deltas, measured identical at 400–800; MVAR;
// STAT). A character left out (a visitor's own typing, a country name in the phone field's list,
// the rupee sign, which Inter's latin file lacks) is drawn by the metric-matched fallback.
// e2e/out/build.test.mjs fails when a built page writes a character the font lacks, when the committed
// file is not what this script makes, or when it outgrows the first round trip.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import wawoff2 from 'wawoff2';
import { fromRoot, paths } from './paths.mjs';

const fontSource = fromRoot('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const fontFile = paths.font;

const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/** Every character the font draws: printable ASCII but for code symbols, and the others the texts use. */
export const FONT_CHARACTERS = ascii.replace(/[\\^`{}~<>|[\]*#]/g, '') + '\u00a0£©·Éäçéü–’“”…€';
/** Characters the pages may write that Inter's latin file does not have at all. */
export const FALLBACK_CHARACTERS = '₹';

export async function subsetInter() {
  return subsetFont(await readFile(fontSource), FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: ['kern', 'tnum'],
    variationAxes: { wght: { min: 400, max: 800, default: 400 } },
    dropTables: ['HVAR', 'MVAR', 'STAT'],
  });
}

/** A WOFF2 font opened for layout and outlines (fontkit reads the decompressed TrueType). */
export async function openFont(woff2) {
  return fontkit.create(Buffer.from(await wawoff2.decompress(woff2)));
}

/** The characters a WOFF2 font has glyphs for (its cmap), as a string. */
export async function fontCharacters(woff2) {
  return String.fromCodePoint(...(await openFont(woff2)).characterSet);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await subsetInter();
  await writeFile(fontFile, font);
  console.log(`font-subset: ${path.relative(paths.root, fontFile)} ${(font.length / 1024).toFixed(1)} KB`);
}
