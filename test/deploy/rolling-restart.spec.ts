// test-runner: alone -- it runs two instances and nginx under steady load and counts what a rolling restart drops
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';

const script = new URL('../../../deploy/rolling-restart.mjs', import.meta.url).pathname;

interface RollingReport {
  requests: number;
  saves: number;
  savesAnswered: number;
  failedRequests: number;
  lostSaves: number;
  restarts: { instance: string; exit: number | string }[];
  failures: string[];
}

/**
 * docs/operations.md#rolling-restarts: behind nginx, with two instances on PostgreSQL under steady
 * calculation and save load, each instance in turn is stopped with SIGTERM and started again;
 * nothing fails and every answered save is there. Skipped where nginx or a PostgreSQL server is missing.
 */
describe('A rolling restart behind nginx', () => {
  it('drops no request and loses no save', async (t) => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) return t.skip('needs a PostgreSQL server (TEST_DATABASE_URL)');
    const child = spawn(process.execPath, [script, '--seconds', '8', '--clients', '6'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code === 2) return t.skip('nginx is not installed');
    const report = JSON.parse(output) as RollingReport;
    t.diagnostic(output);
    assert.ok(report.requests > 100, `steady load: ${report.requests} requests`);
    assert.ok(report.savesAnswered > 10, `saves: ${report.savesAnswered}`);
    assert.deepEqual(report.failures, []);
    assert.equal(report.failedRequests, 0);
    assert.equal(report.lostSaves, 0);
    assert.deepEqual(
      report.restarts.map((restart) => [restart.instance, restart.exit]),
      [
        ['a', 0],
        ['b', 0],
      ],
      'each instance exits 0 on SIGTERM',
    );
    assert.equal(code, 0);
  });
});
