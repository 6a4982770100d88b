/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

declare module 'virtual:contract-validators' {
  import type { ErrorObject } from 'ajv';

  /** A validator compiled at build time from a `@lsp/contracts` schema (ajv standalone). */
  export interface ContractValidator {
    (value: unknown): boolean;
    errors?: ErrorObject[] | null;
  }
  /** By schema `$id`, e.g. `CurrentUser`: loads that validator's chunk. */
  const validators: Readonly<Record<string, (() => Promise<ContractValidator>) | undefined>>;
  export default validators;
}
