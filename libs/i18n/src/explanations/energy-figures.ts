import type { Currency } from '@lsp/contracts';
import type { EnergyReport, ShaftDrawingTexts } from '@lsp/domain';
import type { Language } from '../languages.js';
import { formatNumber } from './numbers.js';

/** The energy figures as the calculator shows them and the quote prints them: one wording for both (docs/energy.md). */
export interface EnergyFigures {
  /** Heat lost a year with the head open, and what it costs. */
  loss: string;
  saving: string;
  co2: string;
  payback: { label: string; value: string };
  /** With the funding share, when the settings show it. */
  paybackFunded: { label: string; value: string } | null;
  /** "Gas, 0,12 € per kWh". */
  carrier: string;
  /** The computation with the user's figures, sentence by sentence ("How is it calculated?"). */
  explanation: string[];
  /** One line for the quote panel. */
  quoteLine: string;
  quotePayback: string | null;
  /** With the funding share, when the settings show it and the quote is priced. */
  quotePaybackFunded: string | null;
}

const INTL_LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL', fr: 'fr-FR', nl: 'nl-NL' };

/** Intl formats are dear to make (tens of µs) and the figures follow every keystroke: one per kind is kept. */
const FORMATS = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: Currency, language: Language, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${language}|${currency}|${minimum}|${maximum}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      useGrouping: true,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    FORMATS.set(key, format);
  }
  return format;
}

/** An amount of the quote's currency; estimates a year are whole units, the quote's total keeps its cents. */
function money(amount: number, currency: Currency, language: Language, decimals: 0 | 2): string {
  return currencyFormat(currency, language, decimals, decimals).format(amount);
}

/** Tonnes with two significant decimals below ten (0,03 t), one above. */
const tonnes = (value: number, language: Language) => formatNumber(value, language, value < 10 ? 2 : 1);

/**
 * A text of the catalogues by dotted key with `{{name}}` parameters: i18next's `t` in the app
 * (which loads the calculator's texts on demand), `translate` in the API.
 */
export type TextOf = (key: string, params?: Record<string, string | number>) => string;

/** Words and figures of an energy report in the screen's language and the report's (the quote's) currency. */
export function energyFigures(report: EnergyReport, language: Language, translate: TextOf): EnergyFigures {
  const { currency, quotedTotal } = report;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(`energy.${key}`, params);
  const n = (value: number, decimals = 0) => formatNumber(value, language, decimals);
  const perYear = (amount: number) => money(amount, currency, language, 0);
  // The word after a count of years by the language's plural rules, for the figure as shown (one decimal).
  const plural = new Intl.PluralRules(language);
  const unit = (value: number) => t(`yearUnit.${plural.select(Math.round(value * 10) / 10)}`);
  const years = (value: number | null) => (value === null ? t('paybackNone') : t('years', { value: n(value, 1), unit: unit(value) }));
  const carrierName = translate(`choices.energyCarrier.${report.carrier.key}`);
  const price = priceText(report.carrier.pricePerKWh.value, currency, language);
  const payback = (value: number | null) => (quotedTotal === null ? t('paybackNotYet') : years(value));
  const { shaft, assumptions, loss } = report;
  const doors = shaft.stops.value * shaft.doorsPerStop.value;
  const assumed = [
    [shaft.stops, 'stops'],
    [shaft.doorsPerStop, 'doorsPerStop'],
    [shaft.doorWidth, 'doorWidth'],
    [shaft.doorHeight, 'doorHeight'],
    [report.carrier.pricePerKWh, 'energyPrice'],
  ]
    .filter(([resolved]) => !(resolved as { entered: boolean }).entered)
    .map(([resolved, field]) => {
      const value = (resolved as { value: number }).value;
      const shown =
        field === 'energyPrice' ? `${price}/kWh` : field === 'doorWidth' || field === 'doorHeight' ? `${n(value)} mm` : n(value);
      return `${translate(`fields.${field as string}`)}: ${shown}`;
    });
  const explanation = [
    t('explain.doors', {
      doors: n(doors),
      stops: n(shaft.stops.value),
      perStop: n(shaft.doorsPerStop.value),
      width: n(shaft.doorWidth.value),
      height: n(shaft.doorHeight.value),
      gap: n(assumptions.doorGapMm, 1),
      area: n(loss.inputs.doorGapAreaM2, 3),
    }),
    t('explain.head', { area: n(loss.inputs.headOpeningAreaM2, 3) }),
    t('explain.stack', {
      inside: n(assumptions.insideTemperature, 1),
      outside: n(assumptions.outsideTemperature, 1),
      height: n(loss.inputs.stackHeightM, 1),
      pressure: n(loss.open.stackPressurePa, 1),
      country: t(`explain.country.${climateOf(report)}`),
    }),
    t('explain.flow', {
      cd: n(assumptions.dischargeCoefficient, 2),
      flow: n(loss.open.flowM3h),
      hours: n(assumptions.hours),
      kWh: n(loss.open.heatLossKWh),
    }),
    t('explain.closed', {
      area: n(loss.inputs.flapAreaM2, 3),
      leak: n(assumptions.closedFlapLeakage * 100, 1),
      kWh: n(loss.closed.heatLossKWh),
      saved: n(report.savedKWh),
    }),
    t('explain.price', {
      carrier: carrierName,
      price,
      source: report.carrier.typed
        ? t('explain.enteredConverted', { price: priceText(report.carrier.typed.value, report.carrier.typed.currency, language) })
        : t(report.carrier.pricePerKWh.entered ? 'explain.entered' : 'explain.preset'),
      co2: n(report.carrier.co2KgPerKWh, 3),
      amount: perYear(report.savedAmount),
      tonnes: tonnes(report.savedCo2Tonnes, language),
    }),
    ...(quotedTotal !== null && report.paybackYears !== null
      ? [
          t('explain.payback', {
            total: money(quotedTotal, currency, language, 2),
            amount: perYear(report.savedAmount),
            years: n(report.paybackYears, 1),
            unit: unit(report.paybackYears),
          }),
        ]
      : []),
    ...(quotedTotal !== null && report.funding?.paybackYears != null
      ? [
          t('explain.funding', {
            share: n(report.funding.share * 100, 1),
            total: money(quotedTotal * (1 - report.funding.share), currency, language, 2),
            amount: perYear(report.savedAmount),
            years: n(report.funding.paybackYears, 1),
            unit: unit(report.funding.paybackYears),
          }),
        ]
      : []),
    ...(assumed.length > 0 ? [t('explain.assumed', { list: assumed.join(', ') })] : []),
    t('explain.model'),
  ];
  return {
    loss: `${t('kWhPerYear', { value: n(loss.open.heatLossKWh) })} · ${t('amountPerYear', { value: perYear(report.lossAmount) })}`,
    saving: `${t('kWhPerYear', { value: n(report.savedKWh) })} · ${t('amountPerYear', { value: perYear(report.savedAmount) })}`,
    co2: t('tonnesPerYear', { value: tonnes(report.savedCo2Tonnes, language) }),
    payback: { label: t('payback'), value: payback(report.paybackYears) },
    paybackFunded: report.funding
      ? { label: t('paybackFunded', { share: n(report.funding.share * 100, 1) }), value: payback(report.funding.paybackYears) }
      : null,
    carrier: t('carrierAndPrice', { carrier: carrierName, price }),
    explanation,
    quoteLine: t('quoteLine', { amount: perYear(report.savedAmount), tonnes: tonnes(report.savedCo2Tonnes, language) }),
    quotePayback:
      quotedTotal !== null && report.paybackYears !== null
        ? t('quotePayback', { years: n(report.paybackYears, 1), unit: unit(report.paybackYears) })
        : null,
    quotePaybackFunded:
      quotedTotal !== null && report.funding?.paybackYears != null
        ? t('quotePaybackFunded', {
            share: n(report.funding.share * 100, 1),
            years: n(report.funding.paybackYears, 1),
            unit: unit(report.funding.paybackYears),
          })
        : null,
  };
}

/** A price per kWh in the currency, with its cents and up to two more decimals (0,1234 €). */
const priceText = (value: number, currency: Currency, language: Language) => currencyFormat(currency, language, 2, 4).format(value);

/** Whose climate the outside temperature is: Germany's, Austria's, or Germany's for anywhere else. */
const climateOf = (report: EnergyReport): string => (report.country === 'de' || report.country === 'at' ? report.country : 'other');

/** The drawing's labels in a language. */
export function shaftDrawingTexts(translate: TextOf): ShaftDrawingTexts {
  const keys = [
    'title',
    'plan',
    'section',
    'width',
    'depth',
    'height',
    'pit',
    'head',
    'machineRoom',
    'flap',
    'requiredArea',
    'pointDetector',
    'lineDetector',
    'aspiratingDetector',
    'door',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, translate(`energy.drawing.${key}`)])) as unknown as ShaftDrawingTexts;
}
