import { RuleExecutionError, type RuleSetDefinition } from '@lsp/rule-engine';
import { FORM_FIELDS } from '../form-values.js';

/** Where a failed evaluation failed, as far as the error says: the rule and the form field it read. */
export interface CalculationFailure {
  ruleId?: string;
  field?: string;
}

/** The value at a JSON Pointer (RFC 6901) inside a rule set; undefined when the pointer leads nowhere. */
function valueAt(root: unknown, path: string): unknown {
  if (path === '') return root;
  let node: unknown = root;
  for (const raw of path.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The form fields an expression reads by `var`, in the order they appear. */
function formFieldsRead(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) formFieldsRead(item, found);
  } else if (node !== null && typeof node === 'object') {
    for (const [operator, argument] of Object.entries(node)) {
      if (operator === 'var') {
        const name = Array.isArray(argument) ? argument[0] : argument;
        const field = typeof name === 'string' ? name.split('.')[0] : '';
        if (Object.hasOwn(FORM_FIELDS, field) && !found.includes(field)) found.push(field);
      }
      formFieldsRead(argument, found);
    }
  }
  return found;
}

/**
 * Names the field that made the rules fail when the error points at an expression that reads a
 * form field (the user can then look at their entry there); a failure in a rule that reads only
 * derived figures names the rule alone.
 * @example calculationFailure(definition, new RuleExecutionError('SEALED_SELECTOR_NO_MATCH', 'height-band', 'options', '/stages/0/rules/3/select', '…'))
 * // { ruleId: 'height-band', field: 'shaftHeight' }
 */
export function calculationFailure(definition: RuleSetDefinition, error: unknown): CalculationFailure {
  if (!(error instanceof RuleExecutionError)) return {};
  const [field] = formFieldsRead(valueAt(definition, error.path));
  return { ruleId: error.ruleId, ...(field ? { field } : {}) };
}
