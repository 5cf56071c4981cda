// The import boundaries, checked by where each import resolves rather than how it is spelled, so a
// feature added tomorrow (games, leagues) is held to them before anyone edits biome.json:
// - a web feature never imports another web feature (app/ composes them);
// - a server feature's *.repository.ts is imported only by its own feature and by app.ts, which builds
//   every repository;
// - biome.json has a per-feature override for every web feature, so editors flag a crossing as it is typed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webFeatures = join(root, 'apps/web/src/features');
const serverSrc = join(root, 'apps/server/src');
const serverFeatures = join(serverSrc, 'features');
const composesEveryRepository = join(serverSrc, 'app.ts');

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files a module imports or re-exports by a relative path, resolved to absolute paths. */
function relativeImports(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)];
  const dynamic = [...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
  return [...specifiers, ...dynamic].map((match) => resolve(dirname(file), match[1]));
}

/** The feature folder `file` sits in under `featuresDir`, or undefined. */
function featureOf(file, featuresDir) {
  const path = relative(featuresDir, file);
  if (path.startsWith('..')) return undefined;
  return path.split(sep)[0];
}

const problems = [];
const show = (file) => relative(root, file);

for (const file of sourceFiles(webFeatures)) {
  const own = featureOf(file, webFeatures);
  for (const target of relativeImports(file)) {
    const other = featureOf(target, webFeatures);
    if (other && other !== own) {
      problems.push(
        `${show(file)} imports ${show(target)}: a web feature never imports another (compose them in app/)`,
      );
    }
  }
}

for (const file of sourceFiles(serverSrc)) {
  if (file === composesEveryRepository) continue;
  const own = featureOf(file, serverFeatures);
  for (const target of relativeImports(file)) {
    const owner = featureOf(target, serverFeatures);
    if (owner && owner !== own && /\.repository(\.ts)?$/.test(target)) {
      problems.push(
        `${show(file)} imports ${show(target)}: only its own feature reads a feature's tables (call its service)`,
      );
    }
  }
}

const biome = readFileSync(join(root, 'biome.json'), 'utf8');
for (const feature of readdirSync(webFeatures, { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
)) {
  if (!biome.includes(`"apps/web/src/features/${feature.name}/**"`)) {
    problems.push(
      `biome.json has no import override for apps/web/src/features/${feature.name}: copy a sibling's`,
    );
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries crossed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: clean.');
