// The product in a process of its own for the benches that measure it through HTTP (load, scale):
// forks scripts/bench/serve.mjs, answers its address, its memory (the process's own figures over
// IPC, or its resident size read from /proc without disturbing it), a way to run SQL on its
// database connection, and a way to stop it.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Starts the product with `env` on top of this process's environment. BENCH_SERVER_FLAGS: Node
 * flags for the product, e.g. `--max-old-space-size=192` (docs/memory.md).
 */
export function startProduct(env) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./serve.mjs', import.meta.url), [], {
      env: { ...process.env, LOG_LEVEL: 'error', DEMO_PROJECTS: 'false', ...env },
      // As `npm start` runs it (scripts/run.cjs, PRODUCT_NODE_FLAGS); BENCH_SERVER_FLAGS come last and win.
      execArgv: [
        '--expose-gc',
        '--enable-source-maps',
        '--max-semi-space-size=16',
        '--heap-growing-percent=100',
        ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      ],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the product did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the product exited with ${code}`));
    });
    const ask = (message, answerKey) =>
      new Promise((answer, fail) => {
        const listener = (m) => {
          if (!(answerKey in m)) return;
          child.off('message', listener);
          if (m.error) fail(new Error(m.error));
          else answer(m[answerKey]);
        };
        child.on('message', listener);
        child.send(message);
      });
    child.on('message', (message) => {
      if (!message.ready) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: message.url,
        pid: child.pid,
        /** process.memoryUsage() of the product, after a full collection. */
        memory: () => ask('memory', 'memory'),
        /** process.memoryUsage() of the product as it is (no collection first). */
        usage: () => ask('usage', 'usage'),
        /** The product's resident size in bytes as the kernel counts it (Linux), without asking the process. */
        rss: () => {
          try {
            return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024;
          } catch {
            return NaN;
          }
        },
        /** Runs a statement on the product's own database connection (PostgreSQL server or PGlite). */
        sql: (statement) => ask({ sql: statement }, 'rows'),
        /** The same, answering the rows themselves (at most 100). */
        query: (statement) => ask({ sql: statement }, 'result'),
        stop: () =>
          new Promise((done) => {
            const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.send('stop');
          }),
      });
    });
  });
}
