/**
 * The JSON Schema of a rule set: rules/rule-set.schema.json itself, imported, so the engine needs
 * no file access at run time (it runs in the browser too) and there is one copy to edit.
 */
import schema from '../../../../rules/rule-set.schema.json' with { type: 'json' };

export const ruleSetSchema: Readonly<Record<string, unknown>> = schema;
