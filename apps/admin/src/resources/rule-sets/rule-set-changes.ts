import type { RuleSetDiff } from '@lsp/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Change = RuleSetDiff['changes'][number];

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The item at `index` of `list` in a rule set, as far as it can be read. */
function item(content: unknown, ...path: (string | number)[]): Record<string, unknown> | undefined {
  let node: unknown = content;
  for (const key of path) node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[String(key)] : undefined;
  return isObject(node) ? node : undefined;
}

const named = (value: Record<string, unknown> | undefined, fallback: string) =>
  typeof value?.id === 'string' ? value.id : typeof value?.name === 'string' ? value.name : fallback;

/**
 * Where a change of a rule set is, in words staff read instead of a JSON Pointer: "Version",
 * "Konstante minimumVentilationArea", "Regel has-machine-room (Stufe options)", "Testfall 01-…".
 * A stage, rule or test case is named by its id or name in the version it is in (removed ones:
 * the older one).
 */
export function changePlace(change: Change, before: unknown, after: unknown, translate: Translate): string {
  const segments = change.path.split('/').slice(1).map(unescape);
  const content = change.kind === 'removed' ? before : after;
  const [top, second, third, fourth] = segments;
  const label = (key: string, options?: Record<string, unknown>) => translate(`resources.rule-sets.diff.${key}`, options);
  switch (top) {
    case undefined:
    case '':
      return label('whole');
    case 'version':
    case 'title':
    case 'description':
    case 'key':
      return label(top);
    case 'constants':
      return second === undefined ? label('constants') : label('constant', { name: segments.slice(1).join('.') });
    case 'tests':
      return second === undefined
        ? label('tests')
        : label('test', { name: named(item(content, 'tests', second), `#${Number(second) + 1}`) });
    case 'stages': {
      if (second === undefined) return label('stages');
      const stage = named(item(content, 'stages', second), `#${Number(second) + 1}`);
      if (third === 'rules' && fourth !== undefined)
        return label('rule', { name: named(item(content, 'stages', second, 'rules', fourth), `#${Number(fourth) + 1}`), stage });
      if (third === 'inputs') return label('stageInputs', { stage });
      return label('stage', { stage });
    }
    default:
      return top;
  }
}

/**
 * The changes between two versions in one sentence of the screen's language, places said once each:
 * "2 Änderungen: Version geändert, Regel has-machine-room (Stufe options) geändert".
 */
export function describeChanges(diff: RuleSetDiff, translate: Translate, limit = 20): string {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  const before = parse(diff.from.text);
  const after = parse(diff.to.text);
  const said = new Set<string>();
  for (const change of diff.changes) {
    if (said.size >= limit) break;
    said.add(translate(`resources.rule-sets.diff.${change.kind}`, { place: changePlace(change, before, after, translate) }));
  }
  const count = translate('resources.rule-sets.ui.changes', { smart_count: diff.changes.length });
  if (!diff.changes.length) return count;
  return `${count}: ${[...said].join(', ')}${said.size < diff.changes.length && diff.changes.length > limit ? ' …' : ''}`;
}
