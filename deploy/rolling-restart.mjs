#!/usr/bin/env node
// A rolling restart under load, measured (docs/operations.md#rolling-restarts, figures in
// docs/scale-out.md): two instances of the planner on one PostgreSQL database behind nginx with
// deploy/nginx/lift-planner.conf; clients calculate and save through nginx without pause while
// each instance in turn is sent SIGTERM (through `npm start`, as the systemd unit runs it),
// stops, starts again and turns ready. It reports the requests that failed and the saves that
// were answered but are not there; it exits 1 when either is not 0, and 2 when nginx is missing.
//
//   node deploy/rolling-restart.mjs [--seconds 20] [--clients 8]
//
// DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) names the
// server; a database of its own is made there and dropped after. NGINX names the binary.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = option('seconds', 20);
const CLIENTS = option('clients', 8);
const log = (line) => process.stderr.write(`[rolling] ${line}\n`);

function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']) {
    const file = path.join(dir, 'nginx');
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, what, ms = 120_000) {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

/** An instance as the systemd unit runs it: `npm start` with the unit's environment. */
function startInstance(port, env) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port, child, exited };
}

/**
 * Whether nginx sends an instance traffic again since `since` (performance.now()): the access log
 * (format `upstreams`: msec status request upstream_addr upstream_status time) shows at least 10
 * answers of 200 from it, and no failure there for the last 2.5 s, past nginx's fail_timeout.
 * Gives up after 30 s, answering false.
 */
async function servedAgain(accessLog, port, since) {
  const address = `127.0.0.1:${port}`;
  const sinceEpoch = (performance.timeOrigin + since) / 1000;
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    let served = 0;
    let lastFailure = sinceEpoch;
    for (const line of (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '').split('\n')) {
      const match = /^(\d+\.\d+) \d+ "[^"]*" (.+?) (\S+(?:, \S+)*) [\d.]+$/.exec(line);
      if (!match || Number(match[1]) < sinceEpoch) continue;
      const upstreams = match[2].split(', ');
      const statuses = match[3].split(', ');
      upstreams.forEach((upstream, i) => {
        if (upstream !== address) return;
        if (statuses[i] === '200') served++;
        else lastFailure = Math.max(lastFailure, Number(match[1]));
      });
    }
    if (served >= 10 && Date.now() / 1000 - lastFailure > 2.5) return true;
    await sleep(200);
  }
  return false;
}

const ready = (port) => fetch(`http://127.0.0.1:${port}/api/health/ready`).then((response) => response.status === 200);

function nginxConfig(dir, ports) {
  const site = readFileSync(path.join(root, 'deploy/nginx/lift-planner.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${ports.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports.b}`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.nginx};`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  log_format upstreams '$msec $status "$request" $upstream_addr $upstream_status $request_time';
  access_log ${path.join(dir, 'access.log')} upstreams;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function main() {
  const nginx = findNginx();
  if (!nginx) {
    log('nginx is not installed (apt-get install nginx, or NGINX=/path/to/nginx): skipped');
    process.exit(2);
  }
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `lsp_rolling_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const work = mkdtempSync(path.join(tmpdir(), 'lsp-rolling-'));
  const ports = { a: await freePort(), b: await freePort(), nginx: await freePort() };
  const publicUrl = `http://127.0.0.1:${ports.nginx}`;
  const env = {
    DATABASE_URL: databaseUrl,
    // One data folder: the embedded provider's signing keys are the same on both (docs/scale-out.md).
    DATA_DIR: path.join(work, 'data'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    DEMO_PROJECTS: 'false',
  };
  const instances = {};
  let nginxProcess;
  try {
    // One after the other: the first migrates and seeds the new database.
    instances.a = startInstance(ports.a, env);
    await until(() => ready(ports.a), 'instance a ready');
    instances.b = startInstance(ports.b, env);
    await until(() => ready(ports.b), 'instance b ready');
    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    nginxConfig(nginxDir, ports);
    const check = spawnSync(nginx, ['-t', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    nginxProcess = spawn(nginx, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: 'inherit' });
    await until(() => fetch(`${publicUrl}/api/health/ready`).then((r) => r.status === 200), 'nginx answers');
    log(`two instances (${ports.a}, ${ports.b}) behind nginx at ${publicUrl}, database ${dbName}`);

    const { signInWithPassword } = await import(path.join(root, 'apps/api/dist/auth/password-sign-in.js'));
    const { API_RESOURCE } = await import(path.join(root, 'apps/api/dist/auth/embedded-idp/api-resource.js'));
    const token = (
      await signInWithPassword({
        issuer: `${publicUrl}/oidc`,
        clientId: 'lift-planner-web',
        redirectUri: `${publicUrl}/`,
        username: 'customer',
        password: 'demo',
        resource: API_RESOURCE,
      })
    ).access_token;
    const golden = JSON.parse(readFileSync(path.join(root, 'rules/lift-shaft/golden/01-de-newbuilding-1600x2600.json'), 'utf8')).request;

    const results = { calculations: 0, saves: 0, failed: [], latencies: [] };
    const saved = [];
    let running = true;
    const call = async (kind, pathname, body, headers = {}) => {
      const started = performance.now();
      try {
        const response = await fetch(`${publicUrl}${pathname}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        results.latencies.push(performance.now() - started);
        if (response.status !== 200) {
          results.failed.push(`${kind} ${response.status} ${text.slice(0, 200)}`);
          return undefined;
        }
        return JSON.parse(text);
      } catch (error) {
        results.failed.push(`${kind} ${error.cause?.code ?? error.message}`);
        return undefined;
      }
    };
    const client = async (n) => {
      for (let round = 0; running; round++) {
        if ((round + n) % 3 === 0) {
          // A save makes a project; the key lets a send-again (nginx's or the client's) make it once.
          const project = await call(
            'save',
            '/api/project-v1',
            {
              state: 'NEW',
              products: [],
              formValues: [...golden.formValues.filter((v) => v.key !== 'projectName'), { key: 'projectName', value: `rolling ${n}-${round}` }],
            },
            { 'Idempotency-Key': randomUUID() },
          );
          results.saves++;
          if (project) saved.push(project.id);
        } else {
          await call('calculation', '/api/calculation-v1', { formValues: golden.formValues });
          results.calculations++;
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const began = performance.now();
    await sleep(Math.max(2, SECONDS / 5) * 1000);

    const restarts = [];
    for (const name of ['a', 'b']) {
      const instance = instances[name];
      const stopAt = performance.now();
      // To npm, as systemd's stop does (it signals the whole unit; npm passes it on).
      instance.child.kill('SIGTERM');
      const { code, signal } = await instance.exited;
      const stoppedMs = Math.round(performance.now() - stopAt);
      instances[name] = startInstance(instance.port, env);
      await until(() => ready(instance.port), `instance ${name} ready again`);
      const readyMs = Math.round(performance.now() - stopAt);
      restarts.push({ instance: name, exit: code ?? signal, stoppedMs, readyAgainMs: readyMs });
      log(`instance ${name}: stopped in ${stoppedMs} ms (exit ${code ?? signal}), ready again after ${readyMs} ms`);
      // Ready is not yet back in nginx's rotation: nginx passed this instance over when it stopped,
      // and again for every request it refused while starting (fail_timeout 2 s each time). Stopping
      // the next one before nginx sends this one traffic again leaves it none. So, as an operator
      // would watch the access log: wait until this instance has answered requests through nginx
      // with nothing failed there for longer than fail_timeout, then the usual pause.
      const back = await servedAgain(path.join(work, 'nginx', 'access.log'), instance.port, stopAt);
      log(`instance ${name}: ${back ? `serving through nginx again after ${Math.round(performance.now() - stopAt)} ms` : 'not seen serving through nginx within 30 s'}`);
      await sleep(Math.max(3, SECONDS / 5) * 1000);
    }
    running = false;
    await load;
    const seconds = (performance.now() - began) / 1000;

    // Every save that was answered is there, read back through either instance.
    let lost = 0;
    for (const id of saved) {
      const response = await fetch(`${publicUrl}/api/project-v1/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) lost++;
    }
    const sorted = results.latencies.sort((x, y) => x - y);
    const report = {
      seconds: Math.round(seconds * 10) / 10,
      clients: CLIENTS,
      requests: results.calculations + results.saves,
      calculations: results.calculations,
      saves: results.saves,
      savesAnswered: saved.length,
      failedRequests: results.failed.length,
      lostSaves: lost,
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      restarts,
      failures: results.failed.slice(0, 10),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (report.failedRequests > 0) {
      const errors = readFileSync(path.join(work, 'nginx', 'error.log'), 'utf8').trim().split('\n');
      const kinds = new Map();
      for (const line of errors) {
        const kind = `${/\] \d+#\d+: \*\d+ ([^,]+)/.exec(line)?.[1] ?? line.slice(20, 100)} (${/upstream: "http:\/\/([^/"]+)/.exec(line)?.[1] ?? '-'})`;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      log(`nginx's error log:\n${[...kinds].map(([kind, count]) => `${count} × ${kind}`).join('\n')}`);
    }
    process.exitCode = report.failedRequests === 0 && report.lostSaves === 0 ? 0 : 1;
  } finally {
    nginxProcess?.kill('SIGQUIT');
    for (const instance of Object.values(instances)) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await Promise.race([instance.exited, sleep(30_000)]);
      }
    }
    if (nginxProcess && nginxProcess.exitCode === null) await Promise.race([new Promise((r) => nginxProcess.once('exit', r)), sleep(5000)]);
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`drop database if exists "${dbName}" with (force)`);
    await drop.end();
    if (process.env.KEEP) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
