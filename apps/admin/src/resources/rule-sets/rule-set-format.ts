import { fromCents } from '@lsp/domain';

/**
 * A rule set's content as the editor shows it: two spaces and a final newline. Unsaved edits are
 * told by comparing what is typed with the saved content in this form.
 */
export const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An amount as money in the screen's format (de 1.234,50 €, en €1,234.50); a dash when there is none. */
export const money = (cents: number | null, locale: string, currency = 'EUR') =>
  cents === null ? '—' : fromCents(cents).toLocaleString(locale, { style: 'currency', currency });

/** A total's change in an impact report: "12,34 € (0,5 %)", the percentage left out where there is none; a dash when nothing compares. */
export const totalChange = (item: { difference: number | null; percent: number | null; currency?: string }, locale: string): string =>
  item.difference === null
    ? '—'
    : `${money(item.difference, locale, item.currency)}${item.percent === null ? '' : ` (${item.percent.toLocaleString(locale)} %)`}`;
