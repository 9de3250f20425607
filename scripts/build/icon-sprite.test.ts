import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * public/icons.svg and its index are what scripts/build/icon-sprite.mjs draws from the icons the code
 * imports (the build writes them; a commit that adds an icon without building is caught here). The
 * drawing runs in plain Node, as the build does: it loads lucide's own ES modules.
 */
test('the icon sprite holds every imported lucide icon, as lucide draws it', () => {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./scripts/build/icon-sprite.mjs'); const { svg, index } = await m.drawSprite(); console.log(JSON.stringify({ svg, index: m.indexModule(index), names: index.names }));",
    ],
    { encoding: 'utf8' },
  );
  const drawn = JSON.parse(output) as { svg: string; index: string; names: string[] };
  expect(readFileSync('public/icons.svg', 'utf8')).toBe(drawn.svg);
  expect(readFileSync('scripts/build/icon-sprite-index.mjs', 'utf8')).toBe(drawn.index);
  // The icons the site shows most, and one whose import name is an alias of its file's.
  expect(drawn.names).toEqual(expect.arrayContaining(['mail', 'phone', 'map-pin', 'arrow-right', 'external-link']));
  expect(drawn.svg).toContain('<symbol id="mail" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
});

test('every icon a client component draws from the sprite by name is in it', () => {
  const index = readFileSync('scripts/build/icon-sprite-index.mjs', 'utf8');
  const files = execFileSync('git', ['grep', '-l', '<SpriteIcon', '--', 'components', 'app'], { encoding: 'utf8' }).trim().split('\n');
  const named = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<SpriteIcon[^>]*?\bname=(?:"([^"]+)"|\{([^}]*)\})/g)].flatMap(([, literal, expression]) =>
      literal ? [literal] : [...(expression ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]!),
    ),
  );
  expect(named).toEqual(expect.arrayContaining(['chevron-down', 'menu', 'search', 'arrow-up', 'x', 'pause', 'play']));
  expect(named.filter((name) => !index.includes(`'${name}'`) && !index.includes(`"${name}"`))).toEqual([]);
});
