/// <reference types="node" />
// What `npm test` runs (scripts/test/plan.mjs, scripts/test/changed.mjs, docs/testing.md#how-the-suite-runs),
// on a small repository of its own made in a temporary folder: which files run where, which run
// alone, and which a change touches.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

interface Job {
  file: string;
  name: string;
  kind: string;
  database: string | undefined;
  alone: boolean;
}
interface Plan {
  unit: Job[];
  e2e: Job[];
}
const scripts = new URL('../../../scripts/test/', import.meta.url);
const { planJobs } = (await import(new URL('plan.mjs', scripts).href)) as {
  planJobs(options: { root: string; selected: (file: string) => boolean; postgresql: boolean }): Plan;
};
const { changedSpecSelector } = (await import(new URL('changed.mjs', scripts).href)) as {
  changedSpecSelector(root: string): { selects(file: string): boolean; reasonFor(file: string): string | undefined };
};

/** Source files and their built copies, as tsc lays them out. */
const FILES: Record<string, string> = {
  'libs/geometry/src/area.ts': 'export const area = (w: number, d: number) => w * d;\n',
  'libs/geometry/src/area.spec.ts': "import { area } from './area.js';\n",
  'libs/geometry/src/index.ts': "export * from './area.js';\n",
  'libs/geometry/src/volume.spec.ts': 'export {};\n',
  'apps/api/src/projects/projects.controller.ts': "@Controller('project-v1')\nexport class ProjectsController {}\n",
  'apps/web/src/features/quote/QuotePanel.tsx': 'export const QuotePanel = () => <div data-testid="quote-total" />;\n',
  'test/support/projects.ts': "export const list = (api: (p: string) => void) => api('/api/project-v1');\n",
  'test/api/projects.spec.ts': "import { list } from '../support/projects.js';\n",
  'test/api/faults.spec.ts': '// test-runner: alone -- it times a frozen database\nexport {};\n',
  'test/api/geometry.spec.ts': "import { area } from '@lsp/geometry';\nconst golden = 'rules/shaft/golden';\n",
  'test/browser/quote.spec.ts': "// The panel's total.\nconst total = 'quote-total';\n",
  'test/browser/journeys.spec.ts': '// test-runner: postgresql too -- saves on the server\nexport {};\n',
  'test/docs/references.spec.ts': 'export {};\n',
  'rules/shaft/golden/01.json': '{}\n',
  'docs/testing.md': '# Testing\n',
};
const BUILT = [
  'libs/geometry/dist/area.spec.js',
  'libs/geometry/dist/volume.spec.js',
  'test/dist/api/projects.spec.js',
  'test/dist/api/faults.spec.js',
  'test/dist/api/geometry.spec.js',
  'test/dist/browser/quote.spec.js',
  'test/dist/browser/journeys.spec.js',
  'test/dist/docs/references.spec.js',
];

describe('The test runner plans the run and finds what a change touches', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const touched = () => {
    const selector = changedSpecSelector(root);
    const plan = planJobs({ root, selected: (file) => selector.selects(file), postgresql: false });
    return Object.fromEntries([...plan.unit, ...plan.e2e].map((job) => [job.name, selector.reasonFor(job.file)]));
  };

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lsp-runner-'));
    for (const [file, text] of Object.entries(FILES)) write(file, text);
    for (const file of BUILT) write(file, 'export {};\n');
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'fixture');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('runs API specs on both databases, browser specs on PGlite unless marked, and honours "alone"', () => {
    const plan = planJobs({ root, selected: () => true, postgresql: true });
    const where = (jobs: Job[]) => jobs.map((job) => `${job.name} ${job.database ?? '-'}${job.alone ? ' alone' : ''}`).sort();
    assert.deepEqual(where(plan.unit), ['libs/geometry/src/area.spec.ts -', 'libs/geometry/src/volume.spec.ts -']);
    assert.deepEqual(where(plan.e2e), [
      'test/api/faults.spec.ts pglite alone',
      'test/api/faults.spec.ts postgresql alone',
      'test/api/geometry.spec.ts pglite',
      'test/api/geometry.spec.ts postgresql',
      'test/api/projects.spec.ts pglite',
      'test/api/projects.spec.ts postgresql',
      'test/browser/journeys.spec.ts pglite',
      'test/browser/journeys.spec.ts postgresql',
      'test/browser/quote.spec.ts pglite',
      'test/docs/references.spec.ts -',
    ]);
  });

  it('with no server, runs everything once, on PGlite', () => {
    const plan = planJobs({ root, selected: () => true, postgresql: false });
    assert.equal(
      plan.e2e.some((job) => job.database === 'postgresql'),
      false,
    );
    assert.equal(plan.e2e.length, 6);
  });

  it('a changed library module selects the specs that import it, directly or through its index', () => {
    write('libs/geometry/src/area.ts', 'export const area = (w: number, d: number) => (w * d) / 1;\n');
    try {
      assert.deepEqual(touched(), { 'libs/geometry/src/area.spec.ts': 'imports', 'test/api/geometry.spec.ts': 'imports' });
    } finally {
      git('checkout', '--', '.');
    }
  });

  it('a changed API feature selects the specs that call its routes, a front-end file the browser specs that look for its test ids', () => {
    write('apps/api/src/projects/projects.service.ts', 'export class ProjectsService {}\n');
    write('apps/web/src/features/quote/QuotePanel.tsx', 'export const QuotePanel = () => <p data-testid="quote-total" />;\n');
    try {
      assert.deepEqual(touched(), { 'test/api/projects.spec.ts': 'routes', 'test/browser/quote.spec.ts': 'test ids' });
    } finally {
      git('checkout', '--', '.');
      git('clean', '-fdq');
    }
  });

  it('changed rules select the specs that name their folder; changed docs the docs specs; a changed spec itself', () => {
    write('rules/shaft/golden/01.json', '{ "changed": true }\n');
    write('docs/testing.md', '# Testing, changed\n');
    write('test/browser/journeys.spec.ts', '// test-runner: postgresql too -- saves on the server\nexport const changed = 1;\n');
    try {
      assert.deepEqual(touched(), {
        'test/api/geometry.spec.ts': 'paths',
        'test/browser/journeys.spec.ts': 'changed',
        'test/docs/references.spec.ts': 'docs',
      });
    } finally {
      git('checkout', '--', '.');
    }
  });

  it('with a clean working tree, takes the last commit', () => {
    write('test/api/faults.spec.ts', '// test-runner: alone -- it times a frozen database\nexport const again = 1;\n');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', 'faults again');
    assert.deepEqual(touched(), { 'test/api/faults.spec.ts': 'changed' });
  });
});

describe('npm test -- <texts>', () => {
  it('fails, naming it, when one of the texts matches no spec file, though the others do', () => {
    const run = spawnSync(process.execPath, [fileURLToPath(new URL('../test.mjs', scripts)), 'test-runner.spec', 'no-such-spec-file'], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /no spec file matches "no-such-spec-file"/);
    assert.match(run.stdout, /0 passed, 1 failed/);
    assert.doesNotMatch(run.stdout, /test-runner\.spec.*ok/, 'nothing runs');
  });
});
