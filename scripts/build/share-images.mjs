// Build step: the 1200×630 share images that the pages' og:image tags point at (out/og/*.png).
//
// Every exported page names its image and the image's text (og:image and og:image:alt, from
// components/seo/metadata.ts); this draws each named image once, in the brand's colours
// (app/tokens.css) with the site's own font (app/fonts/InterVariable-latin.woff2). The text is turned
// into outlines here (fontkit), so rendering needs no installed fonts and no network, and the
// result is the same on every machine. sharp rasterises the SVG.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fontFile, openFont } from '../font-subset.mjs';
import { paths } from '../paths.mjs';

const width = 1200;
const height = 630;

/** Brand colours, read from the design tokens so the images follow a palette change. */
async function tokens() {
  const css = await readFile(paths.tokens, 'utf8');
  const get = (name) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`og-images: app/tokens.css has no --${name} colour`);
    return value;
  };
  return {
    bg: get('color-brand-800'),
    bgDeep: get('color-brand-900'),
    ring: get('color-brand-700'),
    soft: get('color-brand-100'),
    accent: get('color-accent-500'),
    text: get('color-text-inverse'),
    muted: get('color-text-inverse-muted'),
  };
}

/** The site's own Inter, one instance per weight. */
async function loadFont() {
  const font = await openFont(await readFile(fontFile));
  const weights = new Map();
  return (weight) => {
    if (!weights.has(weight)) weights.set(weight, font.getVariation({ wght: weight }));
    return weights.get(weight);
  };
}

/** One line of text as a single SVG path, and its width in pixels. */
function outline(font, text, size, tracking = 0) {
  const run = font.layout(text);
  // The font is cut to the site's characters (scripts/font-subset.mjs); an image has no fallback font,
  // so a character outside it would be drawn as an empty box.
  const missing = [...text].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)));
  if (missing.length) throw new Error(`og-images: the site font has no ${missing.join(' ')} for "${text}": add it in scripts/font-subset.mjs`);
  const scale = size / font.unitsPerEm;
  let x = 0;
  const parts = [];
  run.glyphs.forEach((glyph, i) => {
    const d = glyph.path.scale(scale, -scale).translate(x, 0).toSVG();
    if (d) parts.push(d);
    x += run.positions[i].xAdvance * scale + tracking;
  });
  return { d: parts.join(''), width: x - tracking };
}

/** Greedy word wrap to `maxWidth`, at most `maxLines` lines (the last one ends in an ellipsis if cut). */
function wrap(font, text, size, maxWidth, maxLines) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (outline(font, candidate, size).width <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (outline(font, `${last}…`, size).width > maxWidth) last = last.replace(/\s*\S+$/, '');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** What the small label above the headline says, from the image's family (its file name). */
function eyebrow(name) {
  if (name === 'home') return 'Study abroad and visa counselling';
  if (name.startsWith('study-abroad-')) return 'Study destination';
  if (name.startsWith('news-')) return 'Study abroad news';
  if (name === 'services') return 'Our services';
  return 'Bengaluru · Hyderabad · London';
}

function svgFor({ name, headline }, font, colours) {
  const brand = outline(font(700), 'Aspire Overseas Education', 34);
  const label = outline(font(700), eyebrow(name).toUpperCase(), 24, 2.4);
  let size = 68;
  let lines = wrap(font(800), headline, size, 880, 3);
  if (lines.length === 3) {
    size = 58;
    lines = wrap(font(800), headline, size, 880, 3);
  }
  const lineHeight = size * 1.16;
  const top = 280 + (3 - lines.length) * lineHeight * 0.35;
  const headlinePaths = lines
    .map((line, i) => `<path transform="translate(80 ${Math.round(top + i * lineHeight)})" d="${outline(font(800), line, size).d}"/>`)
    .join('');
  const footer = outline(font(600), 'aspireoverseas.in', 28);
  const cta = outline(font(600), 'Free counselling', 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colours.bg}"/>
  <circle cx="1080" cy="120" r="300" fill="${colours.bgDeep}"/>
  <circle cx="1080" cy="120" r="220" fill="none" stroke="${colours.ring}" stroke-width="3"/>
  <path d="M960 610C1010 420 1080 260 1190 200" fill="none" stroke="${colours.accent}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 18"/>
  <g transform="translate(80 64) scale(2)">
    <rect width="40" height="40" rx="10" fill="${colours.bgDeep}"/>
    <circle cx="20" cy="22" r="10" fill="none" stroke="${colours.soft}" stroke-width="2"/>
    <path d="M10 22h20M20 12c-3.5 3-3.5 17 0 20M20 12c3.5 3 3.5 17 0 20" fill="none" stroke="${colours.soft}" stroke-width="1.5"/>
    <path d="M6 30C12 14 24 7 35 8" fill="none" stroke="${colours.accent}" stroke-width="2.5" stroke-linecap="round"/>
    <path d="m31 5 5 3-4 4" fill="none" stroke="${colours.accent}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <path transform="translate(184 117)" fill="${colours.text}" d="${brand.d}"/>
  <path transform="translate(80 ${Math.round(top - lineHeight + 4)})" fill="${colours.accent}" d="${label.d}"/>
  <g fill="${colours.text}">${headlinePaths}</g>
  <rect x="80" y="522" width="64" height="4" rx="2" fill="${colours.accent}"/>
  <path transform="translate(80 574)" fill="${colours.muted}" d="${footer.d}"/>
  <rect x="${1120 - cta.width - 48}" y="536" width="${cta.width + 48}" height="56" rx="28" fill="${colours.accent}"/>
  <path transform="translate(${1120 - cta.width - 24} 574)" fill="${colours.bgDeep}" d="${cta.d}"/>
  <rect y="${height - 10}" width="${width}" height="10" fill="${colours.accent}"/>
</svg>`;
}

/** The step: the images the pages ask for (og:image under /og/, with the alt text as the headline). */
export async function shareImagesStep(site) {
  const wanted = new Map();
  for (const page of site.pages) {
    const { ogImage: url, ogImageAlt: alt } = page.meta;
    if (!url) continue;
    const pathname = new URL(url, 'https://x').pathname;
    const name = /^\/og\/([a-z0-9-]+)\.png$/.exec(pathname)?.[1];
    if (!name) throw new Error(`og-images: ${page.file} points og:image at ${pathname}, outside /og/`);
    if (!alt) throw new Error(`og-images: ${page.file} has no og:image:alt for ${pathname}`);
    const text = alt.replace(/^Aspire Overseas Education: /, '');
    const headline = text.charAt(0).toUpperCase() + text.slice(1);
    const seen = wanted.get(name);
    if (seen && seen.headline !== headline) {
      throw new Error(`og-images: /og/${name}.png is asked for with two texts: "${seen.headline}" and "${headline}"`);
    }
    wanted.set(name, { name, headline });
  }

  const [font, colours] = await Promise.all([loadFont(), tokens()]);
  let bytes = 0;
  for (const image of wanted.values()) {
    const png = await sharp(Buffer.from(svgFor(image, font, colours)))
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer();
    bytes += png.length;
    site.emit(path.join(site.outDir, 'og', `${image.name}.png`), png);
  }
  console.log(`og-images: ${wanted.size} share images (${Math.round(bytes / 1024)} KB) in out/og/`);
}
