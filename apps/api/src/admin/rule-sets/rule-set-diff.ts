import { isDeepStrictEqual } from 'node:util';
import type { RuleSetDiff } from '@lsp/contracts';

const MAX_CHANGES = 500;
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
/** Rules, stages and test cases are matched by their id or name, so inserting one does not mark every later one changed. */
const identity = (value: unknown) =>
  isObject(value)
    ? typeof value.id === 'string'
      ? `id:${value.id}`
      : typeof value.name === 'string'
        ? `name:${value.name}`
        : undefined
    : undefined;

/**
 * Where two rule sets differ, as JSON Pointers into the newer one (removed items: into the
 * older). Lists of rules, stages and test cases are matched by id or name.
 */
export function ruleSetChanges(before: unknown, after: unknown): RuleSetDiff['changes'] {
  const changes: RuleSetDiff['changes'] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (changes.length >= MAX_CHANGES || isDeepStrictEqual(a, b)) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) changes.push({ path: `${path}/${escape(key)}`, kind: 'removed' });
      for (const key of Object.keys(b)) {
        if (!Object.hasOwn(a, key)) changes.push({ path: `${path}/${escape(key)}`, kind: 'added' });
        else walk(a[key], b[key], `${path}/${escape(key)}`);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const ids = b.map(identity);
      if (ids.every((id) => id !== undefined) && a.every((item) => identity(item) !== undefined)) {
        const before = new Map(a.map((item, index) => [identity(item)!, index]));
        b.forEach((item, index) => {
          const old = before.get(ids[index]);
          if (old === undefined) changes.push({ path: `${path}/${index}`, kind: 'added' });
          else walk(a[old], item, `${path}/${index}`);
        });
        const kept = new Set(ids);
        a.forEach((item, index) => {
          if (!kept.has(identity(item)!)) changes.push({ path: `${path}/${index}`, kind: 'removed' });
        });
        return;
      }
      for (let index = 0; index < Math.max(a.length, b.length); index++) {
        if (index >= a.length) changes.push({ path: `${path}/${index}`, kind: 'added' });
        else if (index >= b.length) changes.push({ path: `${path}/${index}`, kind: 'removed' });
        else walk(a[index], b[index], `${path}/${index}`);
      }
      return;
    }
    changes.push({ path: path || '/', kind: 'changed' });
  };
  walk(before, after, '');
  return changes;
}
