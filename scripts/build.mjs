// Builds everything `npm start` serves and `npm test` runs: the TypeScript projects (libs, API,
// tests) with tsc in build mode, a type check of both front ends, and their Vite builds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function step(label, args) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.error(`[build] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

step('tsc -b (libs, api, tests)', [tsc, '-b', 'tsconfig.json']);
const { build } = await import('vite');
for (const app of ['web', 'admin']) {
  const dir = path.join(root, 'apps', app);
  if (!existsSync(path.join(dir, 'vite.config.ts'))) continue;
  step(`type check apps/${app}`, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit']);
  const started = Date.now();
  await build({ configFile: path.join(dir, 'vite.config.ts'), logLevel: 'warn' });
  console.error(`[build] vite build apps/${app} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
