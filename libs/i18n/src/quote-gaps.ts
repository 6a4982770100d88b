import type { QuoteGapData } from '@lsp/contracts';
import { formatNumber, numberLocaleOf } from '@lsp/domain';
import type { Language } from './languages.js';
import { translate } from './translate.js';

/**
 * One gap of a quote in words, as the calculator's panel says it (the same keys): the entry's label
 * and its problem or the rules' message, e.g. "Postleitzahl des Montageorts: muss eine Postleitzahl
 * mit 5 Ziffern sein". Documents and mails list a quote's gaps with it (docs/live-quote.md#one-validity).
 */
export function quoteGapText(language: Language, gap: QuoteGapData): string {
  const locale = numberLocaleOf(language);
  const figure = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale) : String(value ?? '–'));
  const row = gap.field === null ? null : /^nonStandard\.(\d+)\.(description|price|quantity)$/.exec(gap.field);
  const label =
    gap.field === null
      ? null
      : row
        ? `${translate(language, 'calculator.nonStandard.row', { n: row[1] })}, ${translate(language, `calculator.nonStandard.${row[2]}`)}`
        : translate(language, `fields.${gap.field}`);
  const text = gap.problem ? problemText(language, gap.problem, figure) : gap.message ? messageText(language, gap.message, figure) : '';
  return label === null || label.startsWith('fields.') ? text : `${label}: ${text}`;
}

function problemText(language: Language, problem: { code: string } & Record<string, unknown>, figure: (value: unknown) => string): string {
  switch (problem.code) {
    case 'outOfRange':
      return translate(language, 'calculator.problem.outOfRange', { min: figure(problem.min), max: figure(problem.max) });
    case 'wholeNumber':
      return translate(
        language,
        problem.unit === 'mm'
          ? 'calculator.problem.wholeMillimetres'
          : problem.unit === 'mm²'
            ? 'calculator.problem.wholeSquareMillimetres'
            : 'calculator.problem.wholeNumber',
      );
    case 'postalCode':
      return translate(language, 'calculator.problem.postalCode', { digits: figure(problem.digits) });
    case 'unit':
      return translate(language, 'calculator.problem.noUnit', { unit: String(problem.unit) });
    default:
      return translate(language, `calculator.problem.${problem.code}`);
  }
}

function messageText(
  language: Language,
  message: { key: string; params: Record<string, unknown> },
  figure: (value: unknown) => string,
): string {
  const params = Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, figure(value)]));
  return translate(language, message.key, params);
}
