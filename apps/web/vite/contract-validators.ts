import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:contract-validators';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Every JSON Schema that `@lsp/contracts` exports (an object with an `$id`). */
async function contractSchemas(): Promise<object[]> {
  const contracts: Record<string, unknown> = await import('@lsp/contracts');
  return Object.values(contracts).filter(
    (value): value is object => typeof value === 'object' && value !== null && typeof (value as { $id?: unknown }).$id === 'string',
  );
}

/** Ajv's standalone code requires its runtime helpers; a browser bundle wants imports. */
function requiresToImports(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    const name = `__ajvRuntime${imports.length}`;
    imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
    return name;
  });
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * Compiles the shared JSON Schemas to plain JavaScript at build time (ajv standalone), so the
 * apps check server answers with the API's own schemas under a CSP without 'unsafe-eval'.
 * `import validators from 'virtual:contract-validators'` gives `{ [$id]: validate }`.
 */
export function contractValidators(): Plugin {
  return {
    name: 'lsp-contract-validators',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const schemas = await contractSchemas();
      const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true } });
      // A schema may embed another exported one (same object, same $id): the first to be added
      // registers both, so the embedded one is skipped when its turn comes.
      for (const schema of schemas) if (!ajv.getSchema((schema as { $id: string }).$id)) ajv.addSchema(schema);
      const ids = schemas.map((schema) => (schema as { $id: string }).$id);
      const code = standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
      return `${requiresToImports(code)}\nexport default { ${ids.map((id) => `${JSON.stringify(id)}: ${id}`).join(', ')} };\n`;
    },
  };
}
