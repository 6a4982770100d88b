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

/** One Ajv holding every contract schema, compiled once per build. */
async function contractAjv(): Promise<{ ajv: Ajv; ids: string[] }> {
  const schemas = await contractSchemas();
  const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true } });
  // A schema may embed another exported one (same object, same $id): the first to be added
  // registers both, so the embedded one is skipped when its turn comes.
  for (const schema of schemas) if (!ajv.getSchema((schema as { $id: string }).$id)) ajv.addSchema(schema);
  return { ajv, ids: schemas.map((schema) => (schema as { $id: string }).$id) };
}

/**
 * Compiles the shared JSON Schemas to plain JavaScript at build time (ajv standalone), so the
 * apps check server answers with the API's own schemas under a CSP without 'unsafe-eval'.
 * `import validators from 'virtual:contract-validators'` gives `{ [$id]: () => Promise<validate> }`:
 * each validator is a chunk of its own, loaded with the first answer it checks, so a page
 * downloads only the validators of the calls it makes.
 */
export function contractValidators(): Plugin {
  let compiled: Promise<{ ajv: Ajv; ids: string[] }> | undefined;
  const compile = () => (compiled ??= contractAjv());
  return {
    name: 'lsp-contract-validators',
    resolveId: (id) => (id === MODULE_ID || id.startsWith(`${MODULE_ID}/`) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      const { ajv, ids } = await compile();
      if (id === RESOLVED_ID) {
        const loaders = ids.map(
          (schemaId) => `${JSON.stringify(schemaId)}: () => import(${JSON.stringify(`${MODULE_ID}/${schemaId}`)}).then((m) => m.default)`,
        );
        return `export default { ${loaders.join(',\n')} };\n`;
      }
      const schemaId = id.slice(RESOLVED_ID.length + 1);
      if (!ids.includes(schemaId)) throw new Error(`No contract schema ${schemaId}`);
      const code = standaloneCode(ajv, { validate: schemaId });
      return `${requiresToImports(code)}\nexport default validate;\n`;
    },
  };
}
