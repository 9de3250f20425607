import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './siteCopy';

// The content editor exists only under `npm run dev` (e2e/dev/dev.spec.ts, "the content editor"): the static export
// must have neither its routes nor its code.
test('the build has no editor: /admin and /keystatic answer 404 and no file in out/ carries its code', async ({ request }) => {
  for (const path of ['/admin', '/keystatic', '/api/keystatic/tree']) expect((await request.get(path)).status(), path).toBe(404);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  const carrying = files(join(repoRoot, 'out'))
    .filter((file) => /\.(html|js|txt|json)$/.test(file))
    .filter((file) => /keystatic/i.test(readFileSync(file, 'utf8')));
  expect(carrying).toEqual([]);
});
