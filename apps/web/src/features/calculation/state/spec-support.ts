/// <reference types="node" />
// Shared by the calculator state's unit tests (no tests of its own; imported only by *.spec.ts,
// so the app's bundle never holds it): the published rule set and seed catalogue, read from the
// repository as the API serves them, and users as `GET /api/user` answers them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser } from '@lsp/contracts';
import { calculationCatalogue, type CatalogueTables, type LiftShaftCalculator } from '@lsp/domain';
import { browserCalculator } from '../engine/browser-calculator';

function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'rules', 'lift-shaft'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('run the tests inside the repository');
    dir = parent;
  }
  return dir;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot(), file), 'utf8')) as T;

/**
 * The calculator as the browser builds it from `GET /api/calculation-v1/rule-set`; `edit` changes the
 * seed rule set first, as a product engineer's published draft would.
 */
export function seedCalculator(edit?: (ruleSet: Record<string, unknown>) => void): LiftShaftCalculator {
  const ruleSet = readJson<{ key: string; version: number } & Record<string, unknown>>('rules/lift-shaft/lift-shaft.rule-set.json');
  edit?.(ruleSet);
  return browserCalculator({ ruleSet, catalogue: calculationCatalogue(readJson<CatalogueTables>('seed/catalogue.json')) });
}

export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-customer',
    username: 'customer',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'customer@example.com',
    company: { id: 1001, name: 'Aufzugbau Muster GmbH' },
    country: 'DE',
    groups: ['Customer'],
    ...overrides,
  };
}
