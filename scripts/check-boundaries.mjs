// The import boundaries, checked by where each import resolves rather than how it is spelled, and drawn
// from the folders themselves, so a feature or a table file added tomorrow is held to them before anyone
// edits a list. `npm run lint` runs it; `checkBoundaries(root)` returns the problems found under a root,
// which is how scripts/check-boundaries.test.mjs plants crossings in a copy and sees them refused.
//
// Each rule is one small block below: `{ name, check(tree) }`, returning problem lines. To add a rule,
// write one and list it in `rules`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The roles a file name carries, `<name>.<role>.ts` (games.routes.ts, league-news.service.ts). */
const ROLES = [
  'routes',
  'service',
  'repository',
  'read-model',
  'policy',
  'jobs',
  'module',
  'ports',
  'notifications',
  'emails',
  'views',
  'limits',
  'schemas',
  'messages',
];

/** A server feature's files that no other feature imports: its tables are read through its read model. */
const PRIVATE_ROLES = ['repository', 'routes'];

/** The owner a db/schema file names for tables no feature owns: plugins/ and the top-level files. */
const PLATFORM = 'platform';

/** The folders and files of a checkout, read lazily and once. */
function sourceTree(root) {
  const paths = {
    webFeatures: join(root, 'apps/web/src/features'),
    serverSrc: join(root, 'apps/server/src'),
    serverFeatures: join(root, 'apps/server/src/features'),
    schema: join(root, 'apps/server/src/db/schema'),
    shared: join(root, 'packages/shared/src'),
  };
  const texts = new Map();
  const text = (file) => {
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    return texts.get(file);
  };
  return {
    root,
    paths,
    show: (file) => relative(root, file).split(sep).join('/'),
    sourceFiles: (dir) => sourceFiles(dir),
    folders: (dir) => folders(dir),
    text,
    /** The files `file` imports or re-exports by a relative path, resolved to absolute paths. */
    imports(file) {
      const source = text(file);
      const specifiers = [...source.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)];
      const dynamic = [...source.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
      return [...specifiers, ...dynamic].map((match) => resolve(dirname(file), match[1]));
    },
  };
}

/** Every .ts/.tsx file under `dir` (none if it does not exist). */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names of the folders directly under `dir`. */
function folders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The feature folder `file` sits in under `featuresDir`, or undefined. */
function featureOf(file, featuresDir) {
  const path = relative(featuresDir, file);
  if (path.startsWith('..') || !path.includes(sep)) return undefined;
  return path.split(sep)[0];
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The role in a `<name>.<role>.ts` file name, or undefined. */
function roleOf(file) {
  const name = basename(file).replace(/(\.test)?\.tsx?$/, '');
  return ROLES.find((role) => name.endsWith(`.${role}`));
}

/**
 * The owner each db/schema file declares on a line of its own, `// Owner: <feature>.` (or `platform`),
 * keyed by the file's absolute path; a file without one maps to undefined.
 */
function tableOwners(tree) {
  const owners = new Map();
  for (const file of tree.sourceFiles(tree.paths.schema)) {
    owners.set(file, tree.text(file).match(/^\/\/ Owner: ([a-z-]+)\b/m)?.[1]);
  }
  return owners;
}

// --- The rules ---------------------------------------------------------------------------------------

/** A web feature never imports another web feature: pages in app/ compose them. */
const webFeaturesStayApart = {
  name: 'web features stay apart',
  check(tree) {
    const { webFeatures } = tree.paths;
    return tree.sourceFiles(webFeatures).flatMap((file) => {
      const own = featureOf(file, webFeatures);
      return tree
        .imports(file)
        .filter((target) => {
          const other = featureOf(target, webFeatures);
          return other !== undefined && other !== own;
        })
        .map(
          (target) =>
            `${tree.show(file)} imports ${tree.show(target)}: a web feature never imports another (compose them in app/)`,
        );
    });
  },
};

/**
 * A server feature reaches another through its public face (module, ports, read model, service), never
 * its repository or routes; nothing outside the features reads a feature's repository either, but
 * app.ts, which still builds repositories until every feature has its module.
 */
const serverFeaturesMeetThroughTheirFaces = {
  name: 'server features meet through their faces',
  check(tree) {
    const { serverSrc, serverFeatures } = tree.paths;
    const composer = join(serverSrc, 'app.ts');
    return tree.sourceFiles(serverSrc).flatMap((file) => {
      if (file === composer) return [];
      const own = featureOf(file, serverFeatures);
      const closed = own === undefined ? ['repository'] : PRIVATE_ROLES;
      return tree
        .imports(file)
        .filter((target) => {
          const owner = featureOf(target, serverFeatures);
          return owner !== undefined && owner !== own && closed.includes(roleOf(target));
        })
        .map(
          (target) =>
            `${tree.show(file)} imports ${tree.show(target)}: another feature's ${roleOf(target)} is its own (use its module, service or read model)`,
        );
    });
  },
};

/** Every db/schema file names its owner: a feature that exists, or the platform. */
const everyTableHasAnOwner = {
  name: 'every table has an owner',
  check(tree) {
    const features = new Set([...tree.folders(tree.paths.serverFeatures), PLATFORM]);
    return [...tableOwners(tree)].flatMap(([file, owner]) => {
      if (owner === undefined) {
        return [`${tree.show(file)} names no owner: add a line \`// Owner: <feature>.\` (or platform)`];
      }
      if (!features.has(owner)) {
        return [`${tree.show(file)} names the owner ${owner}, which is no server feature (nor ${PLATFORM})`];
      }
      return [];
    });
  },
};

/**
 * A feature's code imports only the table files its feature owns; others' tables are read through the
 * owner's *.read-model.ts. Tests may set up any rows; cli/, test/ and plugins/ are not features.
 */
const tablesAreReadByTheirOwner = {
  name: 'tables are read by their owner',
  check(tree) {
    const owners = tableOwners(tree);
    const { serverFeatures } = tree.paths;
    return tree.sourceFiles(serverFeatures).flatMap((file) => {
      if (isTest(file)) return [];
      const own = featureOf(file, serverFeatures);
      return tree
        .imports(file)
        .filter((target) => owners.has(target) && owners.get(target) !== own)
        .map(
          (target) =>
            `${tree.show(file)} imports ${tree.show(target)}, a table of ${owners.get(target) ?? 'no owner'}: read it through that feature's read model`,
        );
    });
  },
};

/** Role files are named `<name>.<role>.ts`, never `<name>-<role>.ts`, in server features and shared. */
const rolesAreNamedWithADot = {
  name: 'roles are named with a dot',
  check(tree) {
    const dashed = new RegExp(`-(${ROLES.join('|')})(\\.test)?\\.tsx?$`);
    const sharedFeatureFiles = tree
      .folders(tree.paths.shared)
      .flatMap((folder) => tree.sourceFiles(join(tree.paths.shared, folder)));
    return [...tree.sourceFiles(tree.paths.serverFeatures), ...sharedFeatureFiles]
      .filter((file) => dashed.test(basename(file)))
      .map((file) => `${tree.show(file)}: name a role file <name>.<role>.ts, with a dot before the role`);
  },
};

/**
 * The platform (apps/server/src/plugins/ and lib/) imports no feature: features build on it, and app.ts
 * hands it what it asks of them (the session reader, a preview function). Its tests may use features.
 */
const thePlatformImportsNoFeature = {
  name: 'the platform imports no feature',
  check(tree) {
    const { serverSrc, serverFeatures } = tree.paths;
    const platform = ['plugins', 'lib'].flatMap((folder) => tree.sourceFiles(join(serverSrc, folder)));
    return platform
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        tree
          .imports(file)
          .filter((target) => featureOf(target, serverFeatures) !== undefined)
          .map(
            (target) =>
              `${tree.show(file)} imports ${tree.show(target)}: plugins/ and lib/ import no feature`,
          ),
      );
  },
};

export const rules = [
  webFeaturesStayApart,
  serverFeaturesMeetThroughTheirFaces,
  everyTableHasAnOwner,
  tablesAreReadByTheirOwner,
  rolesAreNamedWithADot,
  thePlatformImportsNoFeature,
];

/** The boundary problems in the checkout at `root`, one line each; none when it is clean. */
export function checkBoundaries(root) {
  const tree = sourceTree(root);
  return rules.flatMap((rule) => rule.check(tree));
}

// One contract per endpoint (decision 0028): a web feature calls an endpoint through its shared
// descriptor (`call(endpoints.x, input)`), so no feature file writes an `/api/` address by hand.
// Tests may: they stand in for the server, and name the addresses it answers.
const webFeaturesWriteNoApiPath = {
  name: 'web features write no /api/ path',
  check(tree) {
    // A string or template literal that starts an address with /api/ (imports of ../api/ files do not).
    const writesApiPath = (file) => /['"`]\/api\//.test(tree.text(file));
    return tree
      .sourceFiles(tree.paths.webFeatures)
      .filter((file) => !isTest(file) && writesApiPath(file))
      .map(
        (file) =>
          `${tree.show(file)} writes an /api/ path: call the endpoint's descriptor (packages/shared/src/<feature>/<feature>.endpoints.ts)`,
      );
  },
};
rules.push(webFeaturesWriteNoApiPath);

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problems = checkBoundaries(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  if (problems.length > 0) {
    console.error(`Import boundaries crossed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Import boundaries: clean.');
}
