/**
 * Writes apps/web/src/assets/fonts/inter-latin-wght-400-900.woff2, the Inter file every page loads:
 * @fontsource-variable/inter's Latin file (SIL OFL 1.1) cut to the weights the app uses, 400 to 900
 * (Tailwind's font-normal to font-black), for the same characters as its @font-face's unicode-range.
 * A third lighter than the whole file, and on every page's first paint: run again after upgrading
 * @fontsource-variable/inter, and commit the result.
 *
 *   node scripts/subset-inter-font.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = new URL('../apps/web/src/assets/fonts/inter-latin-wght-400-900.woff2', import.meta.url);

/** The Latin file's unicode-range (apps/web/src/index.css), as code points. */
const UNICODE_RANGE = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

let characters = '';
for (const [first, last = first] of UNICODE_RANGE) {
  for (let point = first; point <= last; point += 1) characters += String.fromCodePoint(point);
}

const whole = await readFile(source);
const subset = await subsetFont(whole, characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 900 } },
});
await writeFile(target, subset);
console.log(`${target.pathname}: ${whole.length} → ${subset.length} bytes`);
