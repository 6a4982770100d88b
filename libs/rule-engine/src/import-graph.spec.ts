/// <reference types="node" />
// The engine's folders read as its pipeline (README.md#folders). Lint keeps each folder importing
// only from the folders before it; it cannot see a circle of type imports inside one folder, which
// this spec finds, and it cannot see a new folder that is in no layer, which this spec names.
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, it } from 'node:test';

const sourceDir = new URL('../src/', import.meta.url);
/** The same order as the lint zones in eslint.config.mjs (engineLayers). */
const LAYERS = ['model', 'arithmetic', 'expressions', 'builtins', 'check', 'evaluate', 'explain', 'tests', 'compile'];
/** Folders outside the pipeline: the bench's hand-written baseline. */
const ASIDE = ['bench'];

function sources(dir = ''): string[] {
  return readdirSync(new URL(dir, sourceDir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(`${dir}${entry.name}/`);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [`${dir}${entry.name}`] : [];
  });
}

/** Every relative import of each source, `import type` included, as source paths. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources()) {
    const text = readFileSync(new URL(file, sourceDir), 'utf8');
    const targets = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)\.js'/g)].map(([, spec]) => posix.join(posix.dirname(file), `${spec}.ts`));
    graph.set(file, targets);
  }
  return graph;
}

function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push([...path.slice(path.indexOf(target)), target].join(' → '));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the engine’s folders', () => {
  it('has no circle of imports, type imports included', () => {
    deepStrictEqual(circles(importGraph()), []);
  });

  it('puts every source in a folder of the pipeline, or index.ts at the top', () => {
    const misplaced = sources().filter((file) => {
      const folder = file.includes('/') ? file.split('/')[0] : '';
      return folder === '' ? file !== 'index.ts' : !LAYERS.includes(folder) && !ASIDE.includes(folder);
    });
    deepStrictEqual(misplaced, []);
  });
});
