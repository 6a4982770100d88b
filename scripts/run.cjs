#!/usr/bin/env node
// Entry point of every npm command (start, test, lint, format, build, token, bench, migration:create).
//
// It is plain CommonJS that runs on any Node >= 18 on purpose: the product needs Node 24
// (MikroORM 7 needs >= 22.17) but fresh machines may carry an older Node. When the running
// Node is too old, a pinned Node 24 is installed from the npm registry into .tools/ (the
// `node-<platform>-<arch>` packages hold the official binaries, no install script) and this
// script re-executes itself under it. Then it installs dependencies when the lockfile changed,
// builds what is stale, and hands over to the command.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const NODE_VERSION = '24.21.0';
const MIN_NODE = [22, 17];
const root = path.resolve(__dirname, '..');
const toolsDir = path.join(root, '.tools');
const [command, ...args] = process.argv.slice(2);

function log(message) {
  process.stderr.write(`[run] ${message}\n`);
}

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(cmd, cmdArgs, options) {
  const status = run(cmd, cmdArgs, options);
  if (status !== 0) {
    log(`${cmd} ${cmdArgs.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function nodeIsRecentEnough() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** Installs the pinned Node from the npm registry (once) and answers its bin folder. */
function pinnedNodeBin() {
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const prefix = path.join(toolsDir, `node-${NODE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    log(`Node ${process.versions.node} is older than ${MIN_NODE.join('.')}: installing ${pkg}@${NODE_VERSION}`);
    fs.mkdirSync(prefix, { recursive: true });
    fs.writeFileSync(path.join(prefix, 'package.json'), '{"private":true}\n');
    mustRun('npm', ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--prefix', prefix, `${pkg}@${NODE_VERSION}`]);
  }
  return bin;
}

function reexecUnderPinnedNode() {
  const bin = pinnedNodeBin();
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  // `start` passes signals on through this extra link of the chain too; the rest may block.
  if (command === 'start') return supervise(path.join(bin, 'node'), [__filename, command, ...args], { env });
  const result = spawnSync(path.join(bin, 'node'), [__filename, command, ...args], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

/** Runs `npm ci` when node_modules is missing or older than the lockfile. */
function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('installing dependencies (npm ci)');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

const sourceRoots = ['apps', 'libs', 'rules', 'test', 'tsconfig.base.json', 'tsconfig.json', 'package-lock.json'];
const skip = new Set(['node_modules', 'dist', 'dist-spec', '.vite']);

function newestSourceMtime() {
  let newest = 0;
  const visit = (entry) => {
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) if (!skip.has(child)) visit(path.join(entry, child));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const name of sourceRoots) {
    const entry = path.join(root, name);
    if (fs.existsSync(entry)) visit(entry);
  }
  return newest;
}

/** Builds the TypeScript projects and both front ends unless the last build is newer than every source. */
function ensureBuild(force = false) {
  const stamp = path.join(root, 'dist', '.build-stamp');
  if (!force && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= newestSourceMtime()) return;
  log('building');
  // The stamp carries the time the build began: a source saved while it ran is newer, and builds next time.
  const began = new Date();
  mustRun(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, began.toISOString());
  fs.utimesSync(stamp, began, began);
}

/** Where apps/api/src/export/chromium.ts looks for a browser (kept in step with it). */
const CHROMIUM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

function onPath(name) {
  return (process.env.PATH || '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));
}

/**
 * Quotes are printed by a headless Chromium, and the tests read PDFs back with pdftotext. When
 * they are missing and this machine lets us (root, apt-get: Debian and Ubuntu, as in CI), Debian's
 * packages are installed; no tool downloads a browser of its own. Otherwise the product still
 * starts, its PDF downloads answer 503 and its health says why.
 */
function ensureSystemPackages(needed) {
  const chosen = process.env.PUPPETEER_EXECUTABLE_PATH || process.env.CHROMIUM_PATH;
  const missing = [];
  if (needed.includes('chromium') && !chosen && !CHROMIUM_LOCATIONS.some((file) => fs.existsSync(file))) missing.push('chromium');
  if (needed.includes('poppler-utils') && !onPath('pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !onPath('apt-get')) {
    log(
      `${missing.join(' and ')} missing: PDF quotes answer 503${needed.includes('poppler-utils') ? ' and the PDF and browser tests fail' : ''}; install Debian's ${missing.join(' ')} (apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH`,
    );
    return;
  }
  log(`installing Debian's ${missing.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env }) !== 0
  ) {
    log(`could not install ${missing.join(' ')}: PDF quotes answer 503 until a browser is there`);
  }
}

/**
 * Node flags of the product. A young generation of 16 MB semispaces: V8's default for this
 * machine's memory grew it to 64 MB, some 70 MB resident of mostly garbage, and the calculation
 * answered as fast with 16 (docs/memory.md#the-young-generation). The old generation grows to at
 * most twice what a collection leaves (`--heap-growing-percent=100`): V8's own factor, up to four
 * under a high allocation rate, let a list export's garbage take the product past 300 MB resident
 * (docs/memory.md#the-old-generation). scripts/bench/product.mjs starts the benches' product with
 * the same.
 */
const PRODUCT_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16', '--heap-growing-percent=100'];

/**
 * Runs the server and passes SIGTERM, SIGINT and SIGHUP on to it, whichever process of the chain
 * (npm, this script, the server) a service manager or Ctrl-C signals: the server then stops
 * gracefully (docs/operations.md#stopping) and this script exits with its code. The channel lets
 * the server stop too when this script is killed outright; when npm above is killed and passes
 * nothing on, this script notices it was orphaned and stops the server.
 */
function supervise(cmd, cmdArgs, options = {}) {
  const server = spawn(cmd, cmdArgs, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], cwd: root, ...options });
  const parent = process.ppid;
  const pass = (signal) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => pass(signal));
  const orphaned = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(orphaned);
      pass('SIGTERM');
    }
  }, 500);
  server.on('exit', (code, signal) => {
    clearInterval(orphaned);
    process.exit(code ?? (signal ? 128 + (require('node:os').constants.signals[signal] ?? 0) : 1));
  });
}

function main() {
  if (!nodeIsRecentEnough()) return reexecUnderPinnedNode();
  // Child processes (npm, vite, the test runner) must run under this same Node.
  process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`;
  ensureDependencies();
  switch (command) {
    case 'build':
      ensureBuild(true);
      return;
    case 'start':
      ensureBuild();
      ensureSystemPackages(['chromium']);
      supervise(process.execPath, [...PRODUCT_NODE_FLAGS, 'apps/api/dist/main.js', ...args]);
      return;
    case 'test':
      ensureBuild();
      ensureSystemPackages(['chromium', 'poppler-utils']);
      process.exit(run(process.execPath, ['scripts/test.mjs', ...args]));
      return;
    case 'lint':
      // ESLint (type-aware, import cycles, React hooks, accessibility), then Prettier's check.
      mustRun(process.execPath, [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.', ...args]);
      mustRun(process.execPath, [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level=warn', '.']);
      log('lint clean');
      return;
    case 'format':
      mustRun(process.execPath, [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', '--log-level=warn', '.']);
      return;
    case 'token':
      ensureBuild();
      process.exit(run(process.execPath, ['apps/api/dist/auth/token.cli.js', ...args]));
      return;
    case 'migration:create':
      ensureBuild();
      process.exit(run(process.execPath, ['scripts/migration-create.mjs', ...args]));
      return;
    case 'bench':
      ensureBuild();
      ensureSystemPackages(['chromium']);
      process.exit(run(process.execPath, ['scripts/bench.mjs', ...args]));
      return;
    default:
      log(`unknown command '${command}': use start, test, lint, format, build, token, bench or migration:create`);
      process.exit(2);
  }
}

main();
