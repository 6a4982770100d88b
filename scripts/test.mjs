// Runs the whole suite and ends with the line `N passed, N failed` (docs/testing.md#how-the-suite-runs).
//
//   node scripts/test.mjs                  everything
//   node scripts/test.mjs <text> [<text>]  the spec files whose path contains one of the texts
//   node scripts/test.mjs --changed        the spec files the working tree's change touches, on PGlite
//
// Unit specs run first, then the API and browser specs: those marked `alone` one by one, then the
// rest side by side, slowest first, each file in a process of its own with a database of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSpecSelector } from './test/changed.mjs';
import { planJobs } from './test/plan.mjs';
import { runPool, stopRunningFiles } from './test/pool.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const changed = args.includes('--changed');
const filters = args.filter((arg) => !arg.startsWith('--'));
const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * Files side by side: two per core unless TEST_CONCURRENCY says how many. A file waits much of
 * its time (keys typed one by one, the calculator's pauses, Chromium's round trips, the database,
 * a process starting): at one per core the cores idled, at two they are busy
 * (docs/testing.md#how-the-suite-runs).
 */
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY) || 2 * availableParallelism());
/** How long each file took last time on this machine: the next run starts the slowest first. */
const timesFile = path.join(root, 'dist', '.test-times.json');

/** The texts that chose at least one file: one that chose none is a mistyped name, and fails the run. */
const matched = new Set();
const matches = (file) => {
  const hits = filters.filter((text) => file.includes(text));
  for (const text of hits) matched.add(text);
  return hits.length > 0;
};
let selected = (file) => filters.length === 0 || matches(file);
const inChange = changed ? changedSpecSelector(root) : undefined;
if (inChange) {
  console.log(`# --changed: ${inChange.describe()}`);
  selected = (file) => inChange.selects(file) && (filters.length === 0 || matches(file));
}
const plan = planJobs({ root, selected, postgresql: Boolean(postgresUrl) && !changed });
const allJobs = [...plan.unit, ...plan.e2e];
if (inChange) {
  const chosen = new Map(allJobs.map((job) => [job.name, job]));
  for (const job of chosen.values()) console.log(`#   ${job.name} (${inChange.reasonFor(job.file)})`);
}
if (allJobs.length === 0) {
  console.log(`no spec file matches ${filters.length ? filters.map((f) => `"${f}"`).join(', ') : 'the change'}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const unmatched = inChange ? [] : filters.filter((text) => !matched.has(text));
if (unmatched.length > 0) {
  console.log(
    `no spec file matches ${unmatched.map((f) => `"${f}"`).join(', ')}: check the name (the other texts chose ${allJobs.length} runs)`,
  );
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const previousTimes = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : {};
const keyOf = (job) => `${job.database ?? 'unit'} ${job.name}`;
/** Without a time from an earlier run, a browser spec is guessed slower than an API spec of the same size. */
const estimate = (job) => previousTimes[keyOf(job)] ?? (readFileSync(job.source).length / 1000) * (job.kind === 'browser' ? 6 : 2);
const slowestFirst = (jobs) => [...jobs].sort((a, b) => estimate(b) - estimate(a));

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const finished = [];
const phases = [];

function report(result) {
  const { job, seconds, passed, skipped } = result;
  totals.passed += passed;
  totals.skipped += skipped;
  totals.failed += result.failures.length;
  finished.push(result);
  const where = job.database ? ` on ${job.database}` : '';
  const verdict = result.failures.length ? `FAILED ${result.failures.length}` : 'ok';
  console.log(`\n## ${job.name}${where}: ${verdict}, ${passed} passed, ${seconds.toFixed(1)} s`);
  process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  for (const failure of result.failures) {
    failures.push(
      `✖ ${failure.name} (${job.name}${where})\n${String(failure.error ?? '')
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n')}`,
    );
  }
}

/** The templates every test database is copied from (test/support/database-template.ts); made once a run. */
let templates = {};
const templateScript = path.join(root, 'test', 'dist', 'support', 'database-template.js');

function makeTemplates(jobs) {
  if (!jobs.some((job) => job.database)) return;
  const started = performance.now();
  const onServer = jobs.some((job) => job.database === 'postgresql');
  const made = spawnSync(process.execPath, [templateScript, ...(onServer ? ['--postgresql', postgresUrl] : [])], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 5 * 60 * 1000,
    killSignal: 'SIGKILL',
  });
  if (made.status !== 0) throw new Error(`the template databases could not be made (${made.error?.message ?? `exit code ${made.status}`})`);
  templates = JSON.parse(made.stdout.trim().split('\n').at(-1));
  phases.push(['template databases', Object.keys(templates).length, (performance.now() - started) / 1000]);
}

function dropTemplates() {
  if (templates.TEST_POSTGRESQL_TEMPLATE)
    spawnSync(process.execPath, [templateScript, '--postgresql', postgresUrl, '--drop', templates.TEST_POSTGRESQL_TEMPLATE], {
      stdio: 'inherit',
    });
}

const envFor = (job) => ({
  ...process.env,
  ...templates,
  ...(job.database ? { TEST_DB: job.database } : {}),
});

/**
 * CPU seconds the files that ended have used (Linux: the children's times in /proc/self/stat,
 * with the products they started; Chromium's processes detach and are not counted), or
 * undefined elsewhere: a figure that a busy machine does not inflate as it does the wall time.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of the line (cutime, cstime), counted after the command's closing parenthesis.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

async function phase(title, jobs, options) {
  if (jobs.length === 0) return;
  const atOnce = options.alone ? 1 : concurrency;
  console.log(`\n# ${title}: ${jobs.length} files, ${atOnce === 1 ? 'one at a time' : `${atOnce} at a time`}`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  await runPool(slowestFirst(jobs), { concurrency: atOnce, envFor, onDone: report });
  const cpuAfter = childrenCpuSeconds();
  phases.push([title, jobs.length, (performance.now() - started) / 1000, cpuAfter === undefined ? undefined : cpuAfter - cpuBefore]);
}

const runStarted = performance.now();
await phase('unit tests', plan.unit, {});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunningFiles();
    dropTemplates();
    process.exit(130);
  });
}
makeTemplates(plan.e2e);
const databases = postgresUrl && !changed ? `PGlite and PostgreSQL (${new URL(postgresUrl).host})` : 'PGlite';
await phase(
  `API and browser specs that run alone, on ${databases}`,
  plan.e2e.filter((job) => job.alone),
  { alone: true },
);
await phase(
  `API and browser specs on ${databases}`,
  plan.e2e.filter((job) => !job.alone),
  {},
);
dropTemplates();
if (!postgresUrl) console.log('\n# TEST_DATABASE_URL is not set: the API specs ran on the embedded database only');

mkdirSync(path.dirname(timesFile), { recursive: true });
writeFileSync(timesFile, JSON.stringify({ ...previousTimes, ...Object.fromEntries(finished.map((r) => [keyOf(r.job), r.seconds])) }));

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\n# the ten slowest files');
for (const result of [...finished].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`${seconds(result.seconds)}  ${result.job.name}${result.job.database ? ` (${result.job.database})` : ''}`);
console.log('\n# wall time of each phase');
for (const [title, count, wall, cpu] of phases)
  console.log(`${seconds(wall)}  ${title} (${count} files)${cpu === undefined ? '' : `, ${cpu.toFixed(0)} s of CPU`}`);
const cpuInAll = childrenCpuSeconds();
console.log(
  `${seconds((performance.now() - runStarted) / 1000)}  in all${cpuInAll === undefined ? '' : `, ${cpuInAll.toFixed(0)} s of CPU`}`,
);

// Each test once, however many databases it ran on: what a change to the plan must not lose.
const testsPerFile = new Map();
for (const { job, passed, skipped, failures: failed } of finished)
  testsPerFile.set(job.name, Math.max(testsPerFile.get(job.name) ?? 0, passed + skipped + failed.length));
const runsOnServer = finished
  .filter((result) => result.job.database === 'postgresql')
  .reduce((n, r) => n + r.passed + r.failures.length, 0);
console.log(
  `\n# ${[...testsPerFile.values()].reduce((a, b) => a + b, 0)} tests in ${testsPerFile.size} files; ${runsOnServer} of their runs were on PostgreSQL`,
);

if (failures.length > 0) console.log(`\n# failed\n${failures.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
