import { execFileSync } from 'node:child_process';

/**
 * The committed icon files are what scripts/icons.mjs draws from public/icon.svg (`npm run icons`
 * after changing the logo). Compared pixel by pixel, not byte by byte, so a new PNG encoder does not
 * fail it. Runs in plain Node, as the script does: sharp and the script's ES module load there.
 */
const check = `
  import { readFile } from 'node:fs/promises';
  import sharp from 'sharp';
  import { drawIcons, icoImages, iconFiles } from './scripts/icons.mjs';
  const pixels = async (png) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, channels: info.channels, data };
  };
  const differs = (a, b) => a.width !== b.width || a.height !== b.height || a.channels !== b.channels || !a.data.equals(b.data);
  const drawn = await drawIcons();
  const ico = await readFile(iconFiles.ico);
  const touch = await readFile(iconFiles.touch);
  const committed = icoImages(ico);
  const fresh = icoImages(drawn.ico);
  const result = {
    ico: await Promise.all(committed.map(async ({ size, data }, i) => {
      const image = await pixels(data);
      return { size, width: image.width, height: image.height, stale: !fresh[i] || fresh[i].size !== size || differs(image, await pixels(fresh[i].data)) };
    })),
    touch: await (async () => {
      const image = await pixels(touch);
      return { width: image.width, height: image.height, channels: image.channels, stale: differs(image, await pixels(drawn.touch)) };
    })(),
  };
  console.log(JSON.stringify(result));
`;

test('favicon.ico (16, 32, 48 px) and the 180 px apple-touch-icon.png are drawn from public/icon.svg as it is', () => {
  const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', check], { encoding: 'utf8' }));
  expect(result.ico).toEqual([
    { size: 16, width: 16, height: 16, stale: false },
    { size: 32, width: 32, height: 32, stale: false },
    { size: 48, width: 48, height: 48, stale: false },
  ]);
  // Opaque (three channels): iOS would fill transparent corners with black.
  expect(result.touch).toEqual({ width: 180, height: 180, channels: 3, stale: false });
});
