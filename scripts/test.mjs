// Runs the whole suite with node's test runner and ends with the line `N passed, N failed`.
// Unit tests (libs/*/dist, apps/api/dist, apps/*/dist-spec) run once; the API and browser tests under test/dist
// run on the embedded database and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);

function specFiles(dir) {
  const found = [];
  const visit = (entry) => {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else if (entry.endsWith('.spec.js')) found.push(entry);
  };
  visit(dir);
  return found.filter((file) => filter.length === 0 || filter.some((f) => file.includes(f))).sort();
}

const unitFiles = [
  ...readdirSync(path.join(root, 'libs')).flatMap((lib) => specFiles(path.join(root, 'libs', lib, 'dist'))),
  ...specFiles(path.join(root, 'apps', 'api', 'dist')),
  // The apps' own unit tests, bundled for Node by scripts/build.mjs.
  ...specFiles(path.join(root, 'apps', 'web', 'dist-spec')),
  ...specFiles(path.join(root, 'apps', 'admin', 'dist-spec')),
];
const e2eFiles = specFiles(path.join(root, 'test', 'dist'));

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failures are printed again at the end: a CI log is often read from its tail. */
const failures = [];

function describeFailure(label, event) {
  const error = event.details.error?.cause ?? event.details.error;
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const where = event.file ? path.relative(root, event.file) : '';
  return `✖ ${event.name} (${label}${where ? `, ${where}` : ''})\n${text
    .split('\n')
    .slice(0, 12)
    .map((line) => `    ${line}`)
    .join('\n')}`;
}

async function runSuite(label, files, env, { forceExit = false } = {}) {
  if (files.length === 0) return;
  console.log(`\n# ${label}: ${files.length} files`);
  const stream = run({ files, concurrency: 1, isolation: 'process', timeout: 10 * 60 * 1000, forceExit, env: { ...process.env, ...env } });
  stream.on('test:pass', (event) => {
    if (event.details.type === 'suite') return;
    if (event.skip || event.todo) totals.skipped++;
    else totals.passed++;
  });
  stream.on('test:fail', (event) => {
    if (event.details.type === 'suite') return;
    totals.failed++;
    failures.push(describeFailure(label, event));
  });
  await new Promise((resolve, reject) => {
    const out = stream.compose(spec);
    out.on('data', (chunk) => process.stdout.write(chunk));
    out.on('end', resolve);
    out.on('error', reject);
  });
}

// A unit spec's file ends with its last test: the backoffice's specs leave oidc-client-ts's token
// timer and a keep-alive connection behind, which held each of those files open for minutes.
await runSuite('unit tests', unitFiles, {}, { forceExit: true });
await runSuite('API and browser tests on embedded PostgreSQL (PGlite)', e2eFiles, { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  await runSuite(`API and browser tests on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`, e2eFiles, {
    TEST_DB: 'postgresql',
  });
} else {
  console.log('\n# TEST_DATABASE_URL is not set: the API tests ran on the embedded database only');
}

if (failures.length > 0) console.log(`\n# failed\n${failures.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
