// The lucide icons that server components draw, as one cached file: public/icons.svg holds a <symbol>
// per icon the code imports, and the server copy of lucide's Icon (lucide-server-icon.mjs) draws
// <svg><use href="/icons.svg?v=…#name"/></svg> instead of the icon's paths. Each drawn icon was about
// 500 bytes in the page's HTML and again in its flight data (38 icons on a destination page, a fifth of
// its flight data); the file is fetched once, then cached. `npm run build` writes it before Next builds;
// the version in icon-sprite-index.mjs changes with its contents, so a browser never keeps a stale set.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lucideDir = path.join(root, 'node_modules/lucide-react/dist/esm');
export const spriteFile = path.join(root, 'public/icons.svg');
// A module, not JSON: the server icon imports it both in the webpack build and in plain Node (the canary).
export const spriteIndex = path.join(root, 'scripts/build/icon-sprite-index.mjs');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names the code imports from lucide-react (Mail, ArrowRight, …). */
export function importedIcons() {
  const names = new Set();
  for (const dir of ['app', 'components', 'lib']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
        for (const item of list.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0].trim();
          if (/^[A-Z]/.test(name)) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite's text and its index (version and icon names), from lucide's own icon data. */
export async function drawSprite() {
  const exports = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8');
  const icons = new Map();
  for (const name of importedIcons()) {
    const line = exports.match(new RegExp(`export \\{[^}]*\\bdefault as ${name}\\b[^}]*\\} from '(\\./icons/[^']+)'`));
    if (!line) continue; // not an icon (a type, a helper): drawn as lucide draws it
    const { __iconData: data } = await import(pathToFileURL(path.join(lucideDir, line[1])).href);
    icons.set(data.name, data);
  }
  const symbols = [...icons.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, size = 24, node }) => {
      const children = node
        .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${escapeAttr(value)}"`).join(' ')}/>`)
        .join('');
      // The stroke's width is not set here: it comes from the drawing <svg>, so an icon drawn thinner keeps it.
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
    });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { svg, index: { version, names: [...icons.keys()].sort() } };
}

/** The index as the module the server icon imports. */
export function indexModule(index) {
  return `// Written by scripts/build/icon-sprite.mjs (npm run build): the icons in public/icons.svg.\nconst sprite = ${JSON.stringify(index, null, 2)};\n\nexport default sprite;\n\n/** The sprite's version alone, for client code (components/ui/SpriteIcon.tsx), which need not carry the names. */\nexport const spriteVersion = ${JSON.stringify(index.version)};\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { svg, index } = await drawSprite();
  writeFileSync(spriteFile, svg);
  writeFileSync(spriteIndex, indexModule(index));
  console.log(`icon-sprite: ${index.names.length} icons in public/icons.svg (${svg.length} bytes, v ${index.version})`);
}
