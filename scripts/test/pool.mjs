// Runs spec files side by side, each in a node process of its own (docs/testing.md#how-the-suite-runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reporter = fileURLToPath(new URL('./results-reporter.mjs', import.meta.url));
/** One test may take this long (node:test's own timeout). */
const TEST_TIMEOUT_MS = 10 * 60 * 1000;
/** A file that has not ended this long after it started is stopped and counted as failed (the slowest takes 4 minutes on a busy machine). */
const FILE_TIMEOUT_MS = 12 * 60 * 1000;

/** Process groups of the files running now, stopped when the runner is interrupted. */
const runningGroups = new Set();

export function stopRunningFiles() {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs one spec file: `node --test` with the file's tests in that one process, the spec reporter
 * to its output and the results reporter to a file. Answers what it printed, its results and how
 * long it took.
 */
export function runFile(job, { env }) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'lsp-test-run-'));
  const results = path.join(scratch, 'results.jsonl');
  const args = [
    '--test',
    '--test-isolation=none',
    `--test-timeout=${TEST_TIMEOUT_MS}`,
    // A file ends with its last test (and hook): what it failed to close (a product whose start
    // failed half-way, a browser) must not hold it open until the file's time limit.
    '--test-force-exit',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${reporter}`,
    `--test-reporter-destination=${results}`,
    job.file,
  ];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    runningGroups.add(child.pid);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group: the file's own children (a product process, Chromium) too.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, FILE_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      runningGroups.delete(child.pid);
      // Whatever the file left running (a browser it did not close) ends with it.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is empty.
      }
      let lines = [];
      try {
        lines = readFileSync(results, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      } catch {
        // No results: the process ended before its reporter wrote any (a crash at import).
      }
      rmSync(scratch, { recursive: true, force: true });
      const tests = lines.filter((result) => !result.suite);
      const failures = tests.filter((result) => result.status === 'failed');
      const fileProblem = timedOut
        ? `the file did not end within ${FILE_TIMEOUT_MS / 60000} minutes and was stopped`
        : failures.length === 0 && (code !== 0 || signal)
          ? (lines.find((result) => result.status === 'failed')?.error ?? `the file's process ended with ${signal ?? `exit code ${code}`}`)
          : undefined;
      resolve({
        job,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(output).toString('utf8'),
        passed: tests.filter((result) => result.status === 'passed').length,
        skipped: tests.filter((result) => result.status === 'skipped').length,
        failures: [...failures, ...(fileProblem ? [{ name: '(the file itself)', error: fileProblem }] : [])],
      });
    });
  });
}

/**
 * Runs the jobs with at most `concurrency` files at a time, in the order given; a job marked
 * `alone` waits until nothing else runs, and nothing starts beside it. `onDone` hears of each
 * file as it ends.
 */
export async function runPool(jobs, { concurrency, envFor, onDone }) {
  const queue = [...jobs];
  const running = new Set();
  const results = [];
  let aloneRunning = false;
  await new Promise((resolve) => {
    const startNext = () => {
      while (queue.length > 0 && !aloneRunning && running.size < concurrency) {
        const job = queue[0];
        if (job.alone && running.size > 0) break;
        queue.shift();
        aloneRunning = job.alone;
        const task = runFile(job, { env: envFor(job) }).then((result) => {
          running.delete(task);
          if (job.alone) aloneRunning = false;
          results.push(result);
          onDone(result);
          startNext();
        });
        running.add(task);
      }
      if (queue.length === 0 && running.size === 0) resolve();
    };
    startNext();
  });
  return results;
}
