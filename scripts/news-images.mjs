#!/usr/bin/env node
// Draws each news item's own picture (public/images/news/{article}/image.svg, where the editor keeps an
// article's picture): the item's topic (visa,
// intake, test, money, work, university) as a pictogram beside the country's flag, so no two cards
// shown side by side share a picture. Small inline SVG, no text (the card says it), no network.
// Run after adding or changing a news item whose picture is left at its drawn one: node scripts/news-images.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { paths } from './paths.mjs';

const { root } = paths;

/** The news items and each country's flag, read from the typed content modules themselves. */
async function content() {
  const result = await build({
    stdin: {
      contents: "export { newsItems } from './content/news'; export { coverageOfNews } from './content/destinations';",
      resolveDir: root,
      loader: 'ts',
    },
    alias: { '@': root },
    // The bundle runs from a data: URL, where CommonJS packages (yaml, for the article files) need a
    // real `require` to load Node's own modules.
    banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(path.join(root, 'package.json'))});` },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const code = result.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return mod;
}
const { newsItems, coverageOfNews } = await content();

// Brand colours (app/tokens.css) and a tint per topic, so topics differ at a glance.
const ink = '#0b3a75';
const accent = '#f59e0b';
const tint = { visa: '#e6eef7', intake: '#fdf1dc', test: '#e3f4f1', money: '#eef7e3', work: '#efeafb', university: '#fbe9ec' };
const deep = { visa: '#1560bd', intake: '#b45309', test: '#0f766e', money: '#15803d', work: '#6d28d9', university: '#be123c' };

/** Pictograms drawn around (0, 0), about 260 px square. */
const pictogram = {
  visa: (c) => `<rect x="-95" y="-125" width="170" height="240" rx="16" fill="${ink}"/>
<circle cx="-10" cy="-30" r="46" fill="none" stroke="#fff" stroke-width="8"/><path d="M-56-30h92M-10-76v92M-40-62c20 20 20 44 0 64M20-62c-20 20-20 44 0 64" stroke="#fff" stroke-width="5" fill="none"/>
<path d="M-50 60h80M-40 82h60" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<g transform="rotate(-14 78 70)"><circle cx="78" cy="70" r="52" fill="none" stroke="${c}" stroke-width="10"/><circle cx="78" cy="70" r="34" fill="none" stroke="${c}" stroke-width="4"/><path d="M60 70l12 12 24-26" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/></g>`,
  intake: (c) => `<rect x="-120" y="-100" width="240" height="220" rx="18" fill="#fff" stroke="${ink}" stroke-width="8"/>
<path d="M-120-82a18 18 0 0 1 18-18h204a18 18 0 0 1 18 18v40h-240z" fill="${ink}"/>
<path d="M-70-124v44M70-124v44" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
${[0, 1, 2, 3].map((col) => [0, 1, 2].map((row) => `<rect x="${-96 + col * 50}" y="${-22 + row * 44}" width="36" height="30" rx="6" fill="${col === 2 && row === 1 ? c : '#d9e0ea'}"/>`).join('')).join('')}`,
  test: (c) => `<rect x="-100" y="-125" width="180" height="240" rx="14" fill="#fff" stroke="${ink}" stroke-width="8"/>
<path d="M-70-80h120M-70-48h120M-70-16h90M-70 16h120M-70 48h70" stroke="#b8c4d6" stroke-width="10" stroke-linecap="round"/>
<circle cx="80" cy="80" r="52" fill="${c}"/><path d="M56 80l16 16 32-34" stroke="#fff" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<g transform="rotate(35 -20 -40)"><rect x="100" y="-150" width="22" height="150" rx="4" fill="${accent}"/><path d="M100 0h22l-11 26z" fill="${ink}"/></g>`,
  money: (c) => `<g transform="rotate(-10 -30 -10)"><rect x="-150" y="-80" width="230" height="120" rx="12" fill="#fff" stroke="${c}" stroke-width="6"/></g>
<rect x="-140" y="-60" width="230" height="120" rx="12" fill="${c}"/><rect x="-126" y="-46" width="202" height="92" rx="8" fill="none" stroke="#fff" stroke-width="4"/>
<circle cx="-25" cy="0" r="26" fill="#fff"/><circle cx="-104" cy="-24" r="7" fill="#fff"/><circle cx="54" cy="24" r="7" fill="#fff"/>
${[0, 1, 2, 3].map((i) => `<ellipse cx="90" cy="${120 - i * 24}" rx="58" ry="18" fill="${accent}" stroke="${ink}" stroke-width="6"/>`).join('')}
<ellipse cx="90" cy="48" rx="58" ry="18" fill="#fcd34d" stroke="${ink}" stroke-width="6"/>`,
  work: (c) => `<path d="M-50-70v-24a16 16 0 0 1 16-16h68a16 16 0 0 1 16 16v24" fill="none" stroke="${ink}" stroke-width="14"/>
<rect x="-130" y="-70" width="260" height="180" rx="20" fill="${c}"/><path d="M-130-10h260" stroke="${ink}" stroke-width="8"/>
<rect x="-26" y="-28" width="52" height="40" rx="8" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
  university: (c) => `<path d="M-140-40L0-120 140-40z" fill="${ink}"/><rect x="-140" y="-40" width="280" height="18" fill="${ink}"/>
${[-105, -52, 1, 54].map((x) => `<rect x="${x + 8}" y="-14" width="34" height="112" rx="4" fill="${c}"/>`).join('')}
<rect x="-150" y="98" width="300" height="26" rx="6" fill="${ink}"/>
<g transform="translate(0 -118)"><path d="M-46 0L0-22 46 0 0 22z" fill="${accent}"/><path d="M34 6v26" stroke="${accent}" stroke-width="6"/></g>`,
};

async function flagMarkup(code) {
  const svg = await readFile(path.join(root, 'public/images/flags', `${code}.svg`), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 513 342';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { viewBox, inner };
}

/** How every picture this script draws begins: a picture uploaded in the editor is never overwritten. */
const drawnStart = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">\n<rect width="800" height="450" fill="';
const drawn = async (image) => (await readFile(path.join(root, 'public', image), 'utf8').catch(() => drawnStart)).startsWith(drawnStart);

for (const item of newsItems) {
  if (!item.image.endsWith('.svg') || !(await drawn(item.image))) continue;
  const { country, n } = item;
  const flag = await flagMarkup(coverageOfNews(country).flag);
  const colour = deep[item.topic];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<rect width="800" height="450" fill="${tint[item.topic]}"/>
<circle cx="${120 + Number(n) * 40}" cy="390" r="150" fill="#fff" opacity=".55"/><circle cx="700" cy="${60 + Number(n) * 10}" r="90" fill="#fff" opacity=".55"/>
<g transform="translate(290 235)">${pictogram[item.topic](colour)}</g>
<g transform="translate(500 135)"><rect x="-8" y="-8" width="232" height="160" rx="18" fill="#fff"/>
<svg x="0" y="0" width="216" height="144" viewBox="${flag.viewBox}" preserveAspectRatio="xMidYMid slice">${flag.inner}</svg>
<rect x="0" y="0" width="216" height="144" rx="10" fill="none" stroke="#d9e0ea" stroke-width="2"/></g>
</svg>
`;
  await mkdir(path.dirname(path.join(root, 'public', item.image)), { recursive: true });
  await writeFile(path.join(root, 'public', item.image), svg);
  console.log(`${item.image} (${item.topic}, ${Buffer.byteLength(svg)} bytes)`);
}
