import type { ErrorReason, FieldProblem, ProblemParams } from '@lsp/contracts';
import { formatNumber, numberLocaleOf } from '@lsp/domain';
import type { MessageTree } from './catalogue.js';
import type { Language } from './languages.js';

/** Figures that name something (an id, a key, a seed) are shown as given, never as `1.003`. */
const NAMES = new Set(['id', 'value', 'company', 'seed', 'code', 'version', 'given', 'current']);
const MONTH = /^\d{4}-\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An error's figures in the screen's format: quantities as numbers of that language
 * (de 4.000, en 4,000, pl 4 000), months and days as its dates; names stay as they are.
 * @example formatErrorParams('de', { limit: 4000, from: '2026-05' }) // { limit: '4.000', from: 'Mai 2026' }
 */
export function formatErrorParams(language: Language, params: ProblemParams = {}): Record<string, string> {
  const locale = numberLocaleOf(language);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number') return [name, NAMES.has(name) ? String(value) : formatNumber(value, locale, { decimals: 6 })];
      if (MONTH.test(value))
        return [
          name,
          new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`)),
        ];
      if (DAY.test(value))
        return [name, new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))];
      return [name, value];
    }),
  );
}

/** The catalogue key of an error's reason, e.g. `apiError.reason.companyOwnsProjects`. */
export function reasonMessageKey(reason: ErrorReason): string {
  return `apiError.reason.${reason.key}`;
}

/** The catalogue key of a field problem; a wrong type names the type it must be. */
export function fieldProblemMessageKey(problem: Pick<FieldProblem, 'key' | 'params'>): string {
  if (problem.key === 'type') {
    const type = String(problem.params?.type ?? '');
    return `apiError.field.type.${['string', 'number', 'integer', 'boolean', 'object', 'array'].includes(type) ? type : 'other'}`;
  }
  return `apiError.field.${problem.key ?? 'invalid'}`;
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of an error's reason or a field problem in one catalogue (a tree holding `apiError`,
 * e.g. `deShell`), its figures in that language's format; undefined for a code the catalogue
 * does not know (the caller then says something general, never the English message).
 * @example apiErrorText(deShell, 'de', 'field', { key: 'maxLength', params: { limit: 4000 } }) // 'Höchstens 4.000 Zeichen'
 */
export function apiErrorText(
  catalogue: MessageTree,
  language: Language,
  kind: 'reason' | 'field',
  code: { key?: string; params?: ProblemParams },
): string | undefined {
  if (!code.key) return undefined;
  const key = kind === 'reason' ? reasonMessageKey({ key: code.key, params: code.params ?? {} }) : fieldProblemMessageKey(code);
  const text = lookup(catalogue, key);
  const params = formatErrorParams(language, code.params);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => params[name] ?? match);
}
