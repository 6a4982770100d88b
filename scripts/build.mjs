// Builds everything `npm start` serves and `npm test` runs: the TypeScript projects (libs, API,
// tests) with tsc in build mode, a type check of both front ends, and their Vite builds.
// The three type checks are single-threaded and independent: they run side by side, and the Vite
// builds beside the apps' checks once the libraries are built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs a step in a process of its own; answers its label when it failed. */
function step(label, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[build] ${label} could not start: ${error.message}`);
      resolve(label);
    });
    child.on('exit', (code) => {
      if (code !== 0) return resolve(label);
      console.error(`[build] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(null);
    });
  });
}

const apps = ['web', 'admin']
  .map((app) => ({ app, dir: path.join(root, 'apps', app) }))
  .filter(({ dir }) => existsSync(path.join(dir, 'vite.config.ts')));
const libraries = step('tsc -b (libs, api, tests)', [tsc, '-b', 'tsconfig.json']);
const checks = [
  libraries,
  ...apps.map(({ app, dir }) => step(`type check apps/${app}`, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit'])),
];
// The apps' Vite configs import the built libraries (@lsp/contracts): they wait for tsc -b.
const { build } = await import('vite');
if (!(await libraries)) {
  for (const { app, dir } of apps) {
    const started = Date.now();
    await build({ configFile: path.join(dir, 'vite.config.ts'), logLevel: 'warn' });
    console.error(`[build] vite build apps/${app} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await buildAppSpecs(app, dir);
  }
}
const failed = (await Promise.all(checks)).filter(Boolean);
if (failed.length) {
  console.error(`[build] failed: ${failed.join(', ')}`);
  process.exit(1);
}

/** The `*.spec.ts` files under a folder. */
function specsUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    return statSync(entry).isDirectory() ? specsUnder(entry) : /\.spec\.tsx?$/.test(name) ? [entry] : [];
  });
}

/**
 * The unit tests beside an app's code (`src/…/*.spec.ts`), bundled for Node by the app's own
 * Vite config (same resolution, JSX and `source` libraries as the app), one file per spec in
 * `apps/<app>/dist-spec/`, which scripts/test.mjs runs with the other unit tests. The app's
 * bundle for the browser never contains them: nothing it serves imports a spec.
 */
async function buildAppSpecs(app, dir) {
  const src = path.join(dir, 'src');
  const specs = specsUnder(src);
  if (specs.length === 0) return;
  const started = Date.now();
  const input = Object.fromEntries(specs.map((file) => [path.relative(src, file).replace(/\.tsx?$/, ''), file]));
  await build({
    configFile: path.join(dir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: 'dist-spec',
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
    // CommonJS packages the apps import by their default export: bundled, so the default is what
    // the app gets in the browser (Node would hand over the module object).
    ssr: { noExternal: ['ra-data-simple-rest'] },
    // The specs are the only entries (the app's pages, merged in from its config, are not built again).
    plugins: [
      {
        name: 'spec-entries',
        config: (config) => {
          config.build.rolldownOptions.input = input;
        },
      },
    ],
  });
  console.error(`[build] vite build apps/${app} specs for Node (${specs.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
