import {
  COST_CATEGORY_NAMES,
  productDescriptionIn,
  type EnergySettings,
  type ProductDescription,
  type Settings,
  type CalculationAnswer,
  type CalculationCostsData,
  type Currency,
  type FormValueData,
  type Language,
  type QuotedFlapData,
} from '@lsp/contracts';
import { adjustedProductKeys, energyReportOf, fieldsIn, formatNumber, numberLocaleOf, shaftDrawing, shaftDrawingInput } from '@lsp/domain';
import { energyFigures, fallbackChain, priceIncompleteKey, quoteGapText, shaftDrawingTexts, translate, type TextOf } from '@lsp/i18n';
import { fromCents } from '@lsp/rule-engine';
import { documentLanguage, LocaleFormat, validUntil } from './locale-format.js';
import {
  fill,
  QUOTE_LABELS,
  valueLabel,
  type CostCategoryName,
  type LabelledField,
  type LineGroupName,
  type PluralForms,
  type ProjectFieldName,
  type QuoteLabels,
} from '@lsp/i18n';

/** Everything a quote document is made of; the endpoint gathers it from the project, the calculation, settings and terms. */
export interface QuoteSource {
  project: {
    id: string;
    name: string;
    state: string;
    offerNumber: string | null;
    orderNumber: string | null;
    createdAt: Date;
    createdByName: string;
    companyName: string;
    formValues: FormValueData[];
  };
  /** Costs already in `currency` (integer cents); lines carry productKey and the category key (CONTROL, VENTCOMP, SMOKE, CABLE, ASSEMBLY, SET, NONSTANDARDCOMPONENTS). */
  answer: CalculationAnswer;
  /** Products whose quantity a person may set by hand, with their fields (the rule set's `defaults`). */
  adjustableQuantities: readonly { field: string; product: string }[];
  products: { productKey: string; description: ProductDescription; dhNo: string | null }[];
  /** productKey of a non-standard line -> its description. */
  nonStandardDescriptions: Record<string, string>;
  generalRemarks: string;
  /** The provider company whose terms apply, with absolute URLs of its documents. */
  terms: { company: string; urls: { type: string; language: string; url: string }[] } | null;
  lang: Language;
  currency: Currency;
  /** Units of each currency per euro, for the energy figures' prices (docs/energy.md). */
  exchangeRates: Settings['exchangeRates'];
  energySettings: EnergySettings;
  generatedAt: Date;
}

export interface QuoteField {
  label: string;
  value: string;
}

export interface QuoteLine {
  productKey: string;
  /** The product key as printed: null for a non-standard component, which is known by its description (its key is generated). */
  displayKey: string | null;
  /** The user set this quantity by hand (an adjusted cable quantity); the documents mark it. */
  adjusted: boolean;
  /** The provider's article number (dhNo), when the catalogue has one. */
  itemNumber: string | null;
  description: string;
  quantity: number;
  quantityText: string;
  /** The quantity with the adjusted mark when it was set by hand. */
  quantityLabel: string;
  unitPriceCents: number;
  unitPriceText: string;
  totalCents: number;
  totalText: string;
}

/** The product lines of one component category, with their sum. */
export interface QuoteLineGroup {
  category: LineGroupName;
  label: string;
  lines: QuoteLine[];
  subtotalLabel: string;
  subtotalCents: number;
  subtotalText: string;
}

/** One row of the cost summary, in the order of `COST_CATEGORY_NAMES`. */
export interface QuoteTotal {
  category: CostCategoryName;
  label: string;
  /** How installation or travel costs were arrived at ("calculated", "flat rate", "included"). */
  mode: string | null;
  /** `component`: a component category; `sum`: sumOfComponents; `cost`: a cost beyond the components; `total`: the grand total. */
  kind: 'component' | 'sum' | 'cost' | 'total';
  cents: number;
  text: string;
}

export interface QuoteTermsLink {
  label: string;
  url: string;
  /** The URL as a link target, only for http(s) addresses. */
  href: string | null;
}

/** The quote as its reader sees it: translated, formatted, in the order of the page. Amounts keep their cents for spreadsheets. */
export interface QuoteDocument {
  lang: Language;
  locale: string;
  currency: Currency;
  provider: string;
  title: string;
  sheetName: string;
  projectId: string;
  projectName: string;
  generatedAtText: string;
  /** Footer text with `{page}` and `{pages}` placeholders. */
  pageLabel: string;
  headings: QuoteLabels['sections'];
  columns: QuoteLabels['columns'];
  projectData: QuoteField[];
  /** False when the answer carries no costs (not ready or not priced): then groups and totals are empty. */
  priced: boolean;
  /** The notice that the price is incomplete, when it is. */
  priceIncomplete: string | null;
  /** Why there are no prices at all, when there are none. */
  notPriced: string | null;
  /** What keeps the price from being complete, as the calculator's panel lists it (docs/live-quote.md#one-validity). */
  missing: string[];
  groups: QuoteLineGroup[];
  /** The mark of a quantity set by hand, and its legend when a line carries it. */
  adjustedMark: string;
  adjustedLegend: string | null;
  totals: QuoteTotal[];
  totalCents: number | null;
  conditions: QuoteField[];
  /** The rule set's notes on costs (e.g. installation not included), translated. */
  notes: string[];
  generalRemarks: string[];
  terms: { text: string; links: QuoteTermsLink[] } | null;
  /** What closing the shaft head saves, and the shaft drawing (docs/energy.md); null until the shaft is known. */
  energy: QuoteEnergy | null;
}

/** The energy section: the figures the calculator shows, how they are calculated, and the drawing. */
export interface QuoteEnergy {
  title: string;
  intro: string;
  figures: QuoteField[];
  explanationTitle: string;
  explanation: string[];
  /** SVG markup; every text in it is escaped by `shaftDrawing`. */
  drawing: string;
}

/** Line categories of the rule set to the quote's component categories (docs/domain.md#costs). */
const LINE_GROUP: Readonly<Record<string, LineGroupName>> = {
  VENTCOMP: 'ventilationComponents',
  CONTROL: 'controlSystemComponents',
  SET: 'controlSystemComponents',
  SMOKE: 'smokeDetection',
  CABLE: 'cabling',
  ASSEMBLY: 'assemblyComponents',
  NONSTANDARDCOMPONENTS: 'nonStandard',
};
const LINE_GROUP_ORDER: readonly LineGroupName[] = [
  'ventilationComponents',
  'controlSystemComponents',
  'smokeDetection',
  'cabling',
  'assemblyComponents',
  'nonStandard',
  'other',
];

export function lineGroupOf(category: string | null): LineGroupName {
  return (category !== null && Object.hasOwn(LINE_GROUP, category) ? LINE_GROUP[category] : undefined) ?? 'other';
}

const NO_VALUE = '–';

/**
 * The quote document of a project's calculation: project and shaft data, product lines by
 * category, the cost summary, delivery and validity, remarks and the terms hint, all in `lang`.
 * @example
 * const doc = quoteDocument({ project, answer, products, nonStandardDescriptions: {}, generalRemarks, terms, lang: 'de', currency: 'EUR', generatedAt: new Date() });
 * doc.totals.at(-1)?.text; // '4.097,08 €'
 */
export function quoteDocument(source: QuoteSource): QuoteDocument {
  const costs = source.answer.costs;
  if (costs && costs.currency !== source.currency) {
    throw new Error(`The quote's costs are in ${costs.currency}, not in ${source.currency}`);
  }
  const labels = QUOTE_LABELS[documentLanguage(source.lang)];
  const format = new LocaleFormat(source.lang, source.currency);
  // The answer's one list of gaps decides (figures stored before it existed: the rules' message).
  const priceIncomplete =
    costs === null ||
    (costs.complete === undefined ? source.answer.messages.some((m) => m.key === 'costs.priceIncomplete') : !costs.complete);
  // The notice names the non-standard components' reason itself; the list gives every other.
  const noticeKey = priceIncompleteKey(costs?.lines);
  const missing = (costs?.missing ?? []).filter((gap) => gap.message?.key !== noticeKey).map((gap) => quoteGapText(source.lang, gap));
  const groups = costs ? lineGroups(costs, source, labels, format) : [];
  return {
    lang: source.lang,
    locale: format.locale,
    currency: source.currency,
    provider: translate(source.lang, 'app.provider'),
    title: labels.title,
    sheetName: labels.sheetName,
    projectId: source.project.id,
    projectName: source.project.name,
    generatedAtText: fill(labels.generatedAt, { date: format.dateTime(source.generatedAt) }),
    pageLabel: labels.page,
    headings: labels.sections,
    columns: labels.columns,
    projectData: projectData(source, labels, format),
    priced: costs !== null,
    priceIncomplete: priceIncomplete ? translate(source.lang, noticeKey) : null,
    notPriced: costs === null ? labels.notPriced : null,
    missing,
    groups,
    adjustedMark: labels.adjustedMark,
    adjustedLegend: groups.some((group) => group.lines.some((line) => line.adjusted)) ? labels.adjustedLegend : null,
    totals: costs ? totals(costs, labels, format) : [],
    totalCents: costs ? costs.categories.total : null,
    conditions: costs ? conditions(costs, labels, format, source.generatedAt) : [],
    // A note the list of gaps already says (installation not possible) is not printed twice.
    notes: source.answer.messages
      .filter((m) => m.key.startsWith('costs.') && m.key !== 'costs.priceIncomplete')
      .filter((m) => !(costs?.missing ?? []).some((gap) => gap.message?.key === m.key))
      .map((m) => translate(source.lang, m.key, messageParams(m.params))),
    generalRemarks: source.generalRemarks
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((p) => p.trim())
      .filter((p) => p !== ''),
    terms: termsHint(source, labels),
    energy: energySection(source),
  };
}

/** The same report and wording as the calculator's (libs/domain energyReport, libs/i18n energyFigures), from the priced answer. */
function energySection(source: QuoteSource): QuoteEnergy | null {
  const { answer, lang } = source;
  const text: TextOf = (key, params) => translate(lang, key, params);
  const quotedTotal = answer.costs ? fromCents(answer.costs.categories.total) : null;
  const report = energyReportOf(answer, {
    quotedTotal,
    currency: source.currency,
    exchangeRates: source.exchangeRates,
    settings: source.energySettings,
  });
  if (report === null) return null;
  const figures = energyFigures(report, lang, text);
  const locale = numberLocaleOf(lang);
  return {
    title: text('energy.pdfTitle'),
    intro: text('energy.intro'),
    figures: [
      { label: text('fields.energyCarrier'), value: figures.carrier },
      { label: text('energy.loss'), value: figures.loss },
      { label: text('energy.saving'), value: figures.saving },
      { label: text('energy.co2'), value: figures.co2 },
      { label: figures.payback.label, value: figures.payback.value },
      ...(figures.paybackFunded ? [figures.paybackFunded] : []),
    ],
    explanationTitle: text('energy.pdfAssumptions'),
    explanation: figures.explanation,
    drawing: shaftDrawing(shaftDrawingInput(answer), shaftDrawingTexts(text), (value) => formatNumber(value, locale)),
  };
}

function projectData(source: QuoteSource, labels: QuoteLabels, format: LocaleFormat): QuoteField[] {
  const { project, answer } = source;
  // The answer's form values are what was priced (after the rule set's consistency rules); the project's fill in the rest.
  const values = new Map<string, unknown>();
  for (const { key, value } of [...project.formValues, ...answer.formValues]) values.set(key, value);
  const text = (key: string) => {
    const value = values.get(key);
    return value === null || value === undefined || value === '' ? null : String(value);
  };
  const millimetres = (key: string) => {
    const value = values.get(key);
    return typeof value === 'number' ? format.number(value, 'mm') : null;
  };
  const v = labels.values;
  const liftArea = answer.derived.totalLiftArea;
  const percentage = valueLabel(labels.liftAreaShare, values.get('liftAreaPercentage'));
  const fields: [ProjectFieldName, string | null][] = [
    ['projectId', project.id],
    ['projectName', project.name],
    ['company', project.companyName],
    ['createdBy', project.createdByName],
    ['createdAt', format.date(project.createdAt)],
    ['state', valueLabel(v.projectState, project.state)],
    ['offerNumber', project.offerNumber],
    ...(project.orderNumber ? [['orderNumber', project.orderNumber] as [ProjectFieldName, string]] : []),
    ['country', countryName(v.country, text('country'), format.locale)],
    ['buildingLocation', text('buildingLocation')],
    ['projectType', valueLabel(v.projectType, values.get('projectType'))],
    ['buildingType', valueLabel(v.buildingType, values.get('buildingType'))],
    ['installationPosition', valueLabel(v.installationPosition, values.get('installationPosition'))],
    ['shaftHeight', millimetres('shaftHeight')],
    ['shaftWidth', millimetres('shaftWidth')],
    ['shaftDepth', millimetres('shaftDepth')],
    ['noOfElevators', typeof values.get('noOfElevators') === 'number' ? format.number(values.get('noOfElevators') as number) : null],
    ['machineRoom', valueLabel(v.machineRoom, values.get('machineRoom'))],
    // The shaft's yes/no requirements answered yes, as the field catalogue lists them: a new one prints without a change here.
    ['requirements', requirementsText(values, labels)],
    ['liftArea', liftArea === null ? null : `${format.number(liftArea, 'mm²')}${percentage ? ` (${percentage})` : ''}`],
    ['system', valueLabel(v.system, values.get('system'))],
    ['smokeDetection', valueLabel(v.smokeDetection, values.get('smokeDetection'))],
    ['liftStatusDetection', valueLabel(v.liftStatusDetection, values.get('liftStatusDetection'))],
    ['flapSize', quotedFlapText(answer.derived.quotedFlaps, liftArea, labels, format)],
    ...(values.get('montageIncluded') === true
      ? [['montageLocation', text('montageBuildingLocation')] as [ProjectFieldName, string | null]]
      : []),
  ];
  return fields.map(([name, value]) => ({ label: labels.fields[name], value: value ?? NO_VALUE }));
}

/** A country the screen offers by the screen's name of it (labels/field-labels.ts), any other by its name in the document's locale. */
/** "Wetterschutz erforderlich, Geräuscharmer Antrieb", or null when none is asked for. */
function requirementsText(values: ReadonlyMap<string, unknown>, labels: QuoteLabels): string | null {
  const asked = fieldsIn('requirements').filter((field) => values.get(field) === true);
  return asked.length ? asked.map((field) => labels.formFields[field as LabelledField] ?? field).join(', ') : null;
}

function countryName(names: QuoteLabels['values']['country'], code: string | null, locale: string): string | null {
  if (code === null) return null;
  if (Object.hasOwn(names, code)) return names[code as keyof typeof names];
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** No-break spaces: a size or an area is never split across lines of the page. */
const NBSP = '\u00a0';

/** @example flapSize('360x360') // '360 × 360 mm' (with no-break spaces) */
function flapSize(size: string): string {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? `${match[1]}${NBSP}×${NBSP}${match[2]}${NBSP}mm` : size;
}

/**
 * The flaps actually quoted (a user may choose a larger one than recommended), their ventilation
 * area and the required area beside it; several flaps are listed with their quantities.
 * @example '470 × 360 mm (130.000 mm²; erforderlich 104.000 mm²)', '2 × 1200 × 1200 mm (…)'
 */
function quotedFlapText(
  flaps: readonly QuotedFlapData[],
  requiredArea: number | null,
  labels: QuoteLabels,
  format: LocaleFormat,
): string | null {
  const sized = flaps.filter((flap): flap is QuotedFlapData & { size: string } => flap.size !== null);
  if (sized.length === 0) return null;
  const size =
    sized.length === 1 && sized[0].quantity === 1
      ? flapSize(sized[0].size)
      : sized.map((flap) => `${format.number(flap.quantity)}${NBSP}×${NBSP}${flapSize(flap.size)}`).join(' + ');
  const area = sized.every((flap) => flap.ventilationArea !== null)
    ? sized.reduce((sum, flap) => sum + flap.ventilationArea! * flap.quantity, 0)
    : null;
  if (area === null || requiredArea === null) return size;
  const squareMillimetres = (value: number) => `${format.number(value)}${NBSP}mm²`;
  return fill(labels.flapSizeValue, { size, area: squareMillimetres(area), required: squareMillimetres(requiredArea) });
}

function lineGroups(costs: CalculationCostsData, source: QuoteSource, labels: QuoteLabels, format: LocaleFormat): QuoteLineGroup[] {
  const products = new Map(source.products.map((p) => [p.productKey, p]));
  const adjusted = adjustedProductKeys(source.answer.formValues, source.adjustableQuantities);
  const byGroup = new Map<LineGroupName, QuoteLine[]>();
  for (const line of costs.lines) {
    const group = lineGroupOf(line.category);
    const product = products.get(line.productKey);
    const nonStandard = Object.hasOwn(source.nonStandardDescriptions, line.productKey)
      ? source.nonStandardDescriptions[line.productKey]
      : undefined;
    const description =
      (group === 'nonStandard' ? nonStandard : undefined) ??
      (product ? productDescriptionIn(product.description, source.lang) : undefined) ??
      nonStandard ??
      line.productKey;
    const lines = byGroup.get(group) ?? [];
    const byHand = group === 'cabling' && adjusted.has(line.productKey);
    lines.push({
      productKey: line.productKey,
      displayKey: group === 'nonStandard' ? null : line.productKey,
      adjusted: byHand,
      itemNumber: product?.dhNo ?? null,
      description,
      quantity: line.quantity,
      quantityText: format.number(line.quantity),
      quantityLabel: byHand ? `${format.number(line.quantity)} ${labels.adjustedMark}` : format.number(line.quantity),
      unitPriceCents: line.unitPrice,
      unitPriceText: format.cents(line.unitPrice),
      totalCents: line.total,
      totalText: format.cents(line.total),
    });
    byGroup.set(group, lines);
  }
  return LINE_GROUP_ORDER.flatMap((group) => {
    const lines = byGroup.get(group);
    if (!lines) return [];
    const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const label = labels.categories[group];
    return [
      {
        category: group,
        label,
        lines,
        subtotalLabel: fill(labels.subtotal, { category: label }),
        subtotalCents,
        subtotalText: format.cents(subtotalCents),
      },
    ];
  });
}

function totals(costs: CalculationCostsData, labels: QuoteLabels, format: LocaleFormat): QuoteTotal[] {
  return COST_CATEGORY_NAMES.map((category) => {
    const cents = costs.categories[category];
    return {
      category,
      label: labels.categories[category],
      mode: costMode(category, costs, labels),
      kind: totalKind(category),
      cents,
      text: format.cents(cents),
    };
  });
}

function totalKind(category: CostCategoryName): QuoteTotal['kind'] {
  switch (category) {
    case 'ventilationComponents':
    case 'controlSystemComponents':
    case 'smokeDetection':
    case 'cabling':
    case 'assemblyComponents':
    case 'nonStandard':
      return 'component';
    case 'sumOfComponents':
      return 'sum';
    case 'logisticCosts':
    case 'assemblyCosts':
    case 'installationCosts':
    case 'travelCosts':
      return 'cost';
    case 'total':
      return 'total';
    default: {
      const unknown: never = category;
      throw new Error(`Unknown cost category ${String(unknown)}`);
    }
  }
}

function costMode(category: CostCategoryName, costs: CalculationCostsData, labels: QuoteLabels): string | null {
  if (category === 'installationCosts' && costs.installationCostsMode) return labels.installationCostsMode[costs.installationCostsMode];
  if (category === 'travelCosts' && costs.travelCostsMode) return labels.travelCostsMode[costs.travelCostsMode];
  return null;
}

function counted(count: number, forms: PluralForms, format: LocaleFormat): string {
  const category = format.plural(count);
  const word = (category === 'one' || category === 'few' || category === 'many' ? forms[category] : undefined) ?? forms.other;
  return `${format.number(count)} ${word}`;
}

function conditions(costs: CalculationCostsData, labels: QuoteLabels, format: LocaleFormat, madeAt: Date): QuoteField[] {
  const { deliveryTime, offerValidityWeeks, estimatedInstallationHours } = costs;
  const validity =
    offerValidityWeeks === null
      ? labels.neverExpires
      : fill(labels.validUntil, {
          duration: counted(offerValidityWeeks, labels.units.weeks, format),
          date: format.calendarDate(validUntil(madeAt, offerValidityWeeks)),
        });
  const fields: QuoteField[] = [
    { label: labels.deliveryTime, value: counted(deliveryTime.value, labels.units[deliveryTime.unit], format) },
    { label: labels.offerValidity, value: validity },
  ];
  if (estimatedInstallationHours !== null) {
    fields.push({ label: labels.estimatedInstallationTime, value: counted(estimatedInstallationHours, labels.units.hours, format) });
  }
  return fields;
}

function messageParams(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'number' ? value : String(value)]));
}

/** One link per document type, in the reader's language where there is one, else along the language fallback chain. */
function termsHint(source: QuoteSource, labels: QuoteLabels): QuoteDocument['terms'] {
  if (!source.terms) return null;
  const chain = fallbackChain(source.lang);
  const types = [...new Set(source.terms.urls.map((u) => u.type))];
  const links = types.map((type) => {
    const candidates = source.terms!.urls.filter((u) => u.type === type);
    const rank = (language: string) => {
      const index = (chain as string[]).indexOf(language);
      return index === -1 ? chain.length : index;
    };
    const chosen = candidates.reduce((best, u) => (rank(u.language) < rank(best.language) ? u : best));
    const typeLabel = translate(source.lang, `terms.documentType.${type}`);
    const label = chosen.language === source.lang ? typeLabel : `${typeLabel} (${translate(source.lang, `language.${chosen.language}`)})`;
    return { label, url: chosen.url, href: /^https?:\/\//i.test(chosen.url) ? chosen.url : null };
  });
  return { text: fill(labels.termsHint, { company: source.terms.company }), links };
}
