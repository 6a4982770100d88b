import { createHash } from 'node:crypto';
import type { RuleSetDefinition } from '@lsp/rule-engine';

/** The stored text of a rule set: two-space JSON, as the editor shows it. */
export function contentText(definition: unknown): string {
  return `${JSON.stringify(definition, null, 2)}\n`;
}

/** SHA-256 of the stored text, hex: equal content, equal checksum. */
export function checksumOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The rule set of a stored text (written by `contentText`, so it parses). */
export function parseContent(text: string): RuleSetDefinition {
  return JSON.parse(text) as RuleSetDefinition;
}

/** A rule set with its number set: drafts carry the number they would get, published ones their own. */
export function numbered(definition: unknown, version: number): RuleSetDefinition {
  return { ...(definition as RuleSetDefinition), version };
}
