import { execFileSync } from 'node:child_process';

/**
 * The canary for what the site relies on inside Next, React and lucide-react: the adaptor
 * (scripts/build/next.mjs), which holds the list, and the pre-hydration script's one reading of
 * React's (components/behaviour/earlyControls.ts). After an upgrade it fails with each assumption
 * that no longer holds, what was found instead, and the file to update. The checks run in plain
 * Node, as the build does: they load the installed packages' own ES modules, which Jest's module
 * system cannot.
 */
test('what the build relies on inside Next, React and lucide-react still holds', () => {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "const { brokenAssumptions } = await import('./scripts/build/next.mjs'); console.log(JSON.stringify(await brokenAssumptions()));"],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(output)).toEqual([]);
});
