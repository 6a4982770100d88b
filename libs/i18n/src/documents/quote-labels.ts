import type { COST_CATEGORY_NAMES } from '@lsp/contracts';
import type {
  BuildingType,
  InstallationPosition,
  LiftAreaPercentage,
  LiftStatusDetection,
  MachineRoom,
  ProjectState,
  ProjectType,
  SmokeDetection,
  SystemKind,
} from '@lsp/domain';
import {
  COLUMN_LABELS,
  FIELD_LABELS,
  fieldLabelsIn,
  LIFT_AREA_SHARE_LABELS,
  optionLabelsIn,
  type CountryChoice,
  type LabelledField,
} from '../labels/field-labels.js';
import { labelsIn } from '../labels/label.js';
import type { TranslatedLanguage } from '../languages.js';

export type CostCategoryName = (typeof COST_CATEGORY_NAMES)[number];
/** Where a product line is listed: a component category of the quote, or `other` for a line the rule set left without one. */
export type LineGroupName =
  'ventilationComponents' | 'controlSystemComponents' | 'smokeDetection' | 'cabling' | 'assemblyComponents' | 'nonStandard' | 'other';

/** Word forms by plural category (Intl.PluralRules); `other` is the fallback. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

export type ProjectFieldName =
  | 'projectId'
  | 'projectName'
  | 'company'
  | 'createdBy'
  | 'createdAt'
  | 'state'
  | 'offerNumber'
  | 'orderNumber'
  | 'country'
  | 'buildingLocation'
  | 'projectType'
  | 'buildingType'
  | 'installationPosition'
  | 'shaftHeight'
  | 'shaftWidth'
  | 'shaftDepth'
  | 'noOfElevators'
  | 'machineRoom'
  | 'requirements'
  | 'liftArea'
  | 'system'
  | 'smokeDetection'
  | 'liftStatusDetection'
  | 'flapSize'
  | 'montageLocation';

export type ProjectListColumn =
  'projectId' | 'name' | 'state' | 'company' | 'createdBy' | 'createdAt' | 'offerNumber' | 'orderNumber' | 'total' | 'lastReportingAt';

/**
 * Every text of the quote documents (PDF, Excel) and the project list export in one language.
 * `{name}` marks a placeholder. The names of form fields and of their options come from the one
 * catalogue the screen reads (labels/field-labels.ts), so the app, the documents and the mails
 * name a field, an option and a state alike; what only documents print is written here.
 */
export interface QuoteLabels {
  title: string;
  sheetName: string;
  generatedAt: string;
  page: string;
  sections: {
    projectData: string;
    components: string;
    costs: string;
    conditions: string;
    notes: string;
    generalRemarks: string;
    terms: string;
  };
  fields: Record<ProjectFieldName, string>;
  /** Every form field's name, the screen's: the requirements row lists the yes/no questions answered yes by them. */
  formFields: Record<LabelledField, string>;
  /** The names of the options the project data print: the screen's (`choices.<field>`), from labels/field-labels.ts. */
  values: {
    country: Record<CountryChoice, string>;
    projectType: Record<ProjectType, string>;
    buildingType: Record<BuildingType, string>;
    installationPosition: Record<InstallationPosition, string>;
    machineRoom: Record<MachineRoom, string>;
    system: Record<SystemKind, string>;
    smokeDetection: Record<SmokeDetection, string>;
    liftStatusDetection: Record<LiftStatusDetection, string>;
    projectState: Record<ProjectState, string>;
  };
  /** The ventilation area's share after the required area (LIFT_AREA_SHARE_LABELS). */
  liftAreaShare: Record<LiftAreaPercentage, string>;
  columns: {
    category: string;
    productKey: string;
    itemNumber: string;
    description: string;
    quantity: string;
    unitPrice: string;
    lineTotal: string;
    amount: string;
  };
  categories: Record<CostCategoryName | 'other', string>;
  subtotal: string;
  installationCostsMode: { calculated: string; flatRate: string };
  travelCostsMode: { calculated: string; included: string };
  deliveryTime: string;
  offerValidity: string;
  /** The validity in weeks and the last day, e.g. '6 Wochen, gültig bis 05.01.2027'. */
  validUntil: string;
  neverExpires: string;
  /** The quoted flap, its ventilation area and the area the shaft requires. */
  flapSizeValue: string;
  /** Marks a quantity set by hand; the legend explains the mark. */
  adjustedMark: string;
  adjustedLegend: string;
  estimatedInstallationTime: string;
  units: { workdays: PluralForms; weeks: PluralForms; hours: PluralForms };
  notPriced: string;
  termsHint: string;
  projectList: {
    sheetName: string;
    columns: Record<ProjectListColumn, string>;
    /** The last row of an export cut by its limit (EXPORT_MAX_ROWS): which projects it left out. */
    leftOut: string;
  };
}

/**
 * The rows of the quote's project data that show a form field, by the field whose name they
 * print: the name comes from labels/field-labels.ts, as the screen's does.
 */
export const DOCUMENT_FORM_FIELDS = {
  projectName: 'projectName',
  state: 'projectState',
  offerNumber: 'offerNumber',
  orderNumber: 'orderNumber',
  country: 'country',
  buildingLocation: 'buildingLocation',
  projectType: 'projectType',
  buildingType: 'buildingType',
  installationPosition: 'installationPosition',
  shaftHeight: 'shaftHeight',
  shaftWidth: 'shaftWidth',
  shaftDepth: 'shaftDepth',
  noOfElevators: 'noOfElevators',
  machineRoom: 'machineRoom',
  system: 'system',
  smokeDetection: 'smokeDetection',
  liftStatusDetection: 'liftStatusDetection',
  montageLocation: 'montageBuildingLocation',
} as const satisfies Partial<Record<ProjectFieldName, LabelledField>>;

/** Rows of the project data that are no form field: the documents name them themselves. */
type DocumentOnlyField = Exclude<ProjectFieldName, keyof typeof DOCUMENT_FORM_FIELDS>;

/** The project data's labels in one language: the form fields' names from the one catalogue, the document's own rows as given. */
function projectFields(language: TranslatedLanguage, own: Record<DocumentOnlyField, string>): Record<ProjectFieldName, string> {
  const named = Object.entries(DOCUMENT_FORM_FIELDS).map(([row, field]) => [row, FIELD_LABELS[field][language]]);
  return { ...own, ...Object.fromEntries(named) } as Record<ProjectFieldName, string>;
}

/** The option names the project data print, in one language: the screen's. */
function optionValues(language: TranslatedLanguage): QuoteLabels['values'] {
  const options = optionLabelsIn(language);
  return {
    country: options.country,
    projectType: options.projectType,
    buildingType: options.buildingType,
    installationPosition: options.installationPosition,
    machineRoom: options.machineRoom,
    system: options.system,
    smokeDetection: options.smokeDetection,
    liftStatusDetection: options.liftStatusDetection,
    projectState: options.projectState,
  };
}

/** The project list's columns that are form fields, named as the fields are; its state column by the field's short name. */
function projectListFields(
  language: TranslatedLanguage,
): Pick<Record<ProjectListColumn, string>, 'name' | 'state' | 'offerNumber' | 'orderNumber'> {
  return {
    name: FIELD_LABELS.projectName[language],
    state: COLUMN_LABELS.projectState[language],
    offerNumber: FIELD_LABELS.offerNumber[language],
    orderNumber: FIELD_LABELS.orderNumber[language],
  };
}

const de: QuoteLabels = {
  title: 'Kostenkalkulation',
  sheetName: 'Kalkulation',
  generatedAt: 'Stand: {date}',
  page: 'Seite {page} von {pages}',
  sections: {
    projectData: 'Projekt- und Schachtdaten',
    components: 'Komponenten',
    costs: 'Kostenübersicht',
    conditions: 'Lieferung und Gültigkeit',
    notes: 'Hinweise',
    generalRemarks: 'Allgemeine Bemerkungen',
    terms: 'Geschäftsbedingungen',
  },
  fields: projectFields('de', {
    projectId: 'Projektnummer',
    company: 'Unternehmen',
    createdBy: 'Erstellt von',
    createdAt: 'Erstellt am',
    liftArea: 'Erforderliche Lüftungsfläche',
    flapSize: 'Klappengröße',
    requirements: 'Anforderungen an den Schacht',
  }),
  formFields: fieldLabelsIn('de'),
  values: optionValues('de'),
  liftAreaShare: labelsIn(LIFT_AREA_SHARE_LABELS, 'de'),
  columns: {
    category: 'Kategorie',
    productKey: 'Produkt',
    itemNumber: 'Art.-Nr.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Gesamtpreis',
    amount: 'Betrag',
  },
  categories: {
    ventilationComponents: 'Lüftungskomponenten',
    controlSystemComponents: 'Steuerungskomponenten',
    smokeDetection: 'Raucherkennung',
    cabling: 'Verkabelung',
    assemblyComponents: 'Montagekomponenten',
    nonStandard: 'Sonderkomponenten',
    sumOfComponents: 'Summe Komponenten',
    logisticCosts: 'Logistikkosten',
    assemblyCosts: 'Montagekosten',
    installationCosts: 'Inbetriebnahmekosten',
    travelCosts: 'Reisekosten',
    total: 'Gesamt (netto)',
    other: 'Sonstige',
  },
  subtotal: 'Summe {category}',
  installationCostsMode: { calculated: 'berechnet', flatRate: 'pauschal' },
  travelCostsMode: { calculated: 'berechnet', included: 'inklusive' },
  deliveryTime: 'Lieferzeit',
  offerValidity: 'Angebotsgültigkeit',
  validUntil: '{duration}, gültig bis {date}',
  neverExpires: 'unbefristet gültig',
  flapSizeValue: '{size} ({area}; erforderlich {required})',
  adjustedMark: '*',
  adjustedLegend: '* Menge von Hand angepasst',
  estimatedInstallationTime: 'Geschätzte Montagezeit',
  units: {
    workdays: { one: 'Arbeitstag', other: 'Arbeitstage' },
    weeks: { one: 'Woche', other: 'Wochen' },
    hours: { one: 'Stunde', other: 'Stunden' },
  },
  notPriced: 'Für die Kalkulation fehlen noch Angaben, daher enthält dieses Dokument noch keine Preise.',
  termsHint: 'Es gelten die Geschäftsbedingungen der {company}:',
  projectList: {
    sheetName: 'Projekte',
    leftOut:
      'Nur die neuesten {rows} von {matched} Projekten des Filters: die {left} ältesten fehlen (Grenze des Exports). Mit einem engeren Filter lassen sie sich exportieren.',
    columns: {
      ...projectListFields('de'),
      projectId: 'Projektnummer',
      company: 'Unternehmen',
      createdBy: 'Erstellt von',
      createdAt: 'Erstellt am',
      total: 'Gesamtsumme ({currency})',
      lastReportingAt: 'Letzter Download',
    },
  },
};

const en: QuoteLabels = {
  title: 'Cost calculation',
  sheetName: 'Calculation',
  generatedAt: 'As of {date}',
  page: 'Page {page} of {pages}',
  sections: {
    projectData: 'Project and shaft data',
    components: 'Components',
    costs: 'Cost summary',
    conditions: 'Delivery and validity',
    notes: 'Notes',
    generalRemarks: 'General remarks',
    terms: 'Terms and conditions',
  },
  fields: projectFields('en', {
    projectId: 'Project ID',
    company: 'Company',
    createdBy: 'Created by',
    createdAt: 'Created on',
    liftArea: 'Required ventilation area',
    flapSize: 'Flap size',
    requirements: 'Shaft requirements',
  }),
  formFields: fieldLabelsIn('en'),
  values: optionValues('en'),
  liftAreaShare: labelsIn(LIFT_AREA_SHARE_LABELS, 'en'),
  columns: {
    category: 'Category',
    productKey: 'Product',
    itemNumber: 'Item no.',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    amount: 'Amount',
  },
  categories: {
    ventilationComponents: 'Ventilation components',
    controlSystemComponents: 'Control system components',
    smokeDetection: 'Smoke detection',
    cabling: 'Cabling',
    assemblyComponents: 'Assembly components',
    nonStandard: 'Non-standard components',
    sumOfComponents: 'Sum of components',
    logisticCosts: 'Logistics costs',
    assemblyCosts: 'Installation costs',
    installationCosts: 'Commissioning costs',
    travelCosts: 'Travel costs',
    total: 'Total (net)',
    other: 'Other',
  },
  subtotal: 'Total {category}',
  installationCostsMode: { calculated: 'calculated', flatRate: 'flat rate' },
  travelCostsMode: { calculated: 'calculated', included: 'included' },
  deliveryTime: 'Delivery time',
  offerValidity: 'Offer validity',
  validUntil: '{duration}, valid until {date}',
  neverExpires: 'never expires',
  flapSizeValue: '{size} ({area}; required {required})',
  adjustedMark: '*',
  adjustedLegend: '* Quantity adjusted by hand',
  estimatedInstallationTime: 'Estimated installation time',
  units: {
    workdays: { one: 'workday', other: 'workdays' },
    weeks: { one: 'week', other: 'weeks' },
    hours: { one: 'hour', other: 'hours' },
  },
  notPriced: 'Some information needed for the calculation is still missing, so this document does not contain prices yet.',
  termsHint: 'The terms and conditions of {company} apply:',
  projectList: {
    sheetName: 'Projects',
    leftOut:
      'Only the newest {rows} of the {matched} projects of the filter: the {left} oldest are left out (the export’s limit). A narrower filter exports them.',
    columns: {
      ...projectListFields('en'),
      projectId: 'Project ID',
      company: 'Company',
      createdBy: 'Created by',
      createdAt: 'Created on',
      total: 'Total ({currency})',
      lastReportingAt: 'Last download',
    },
  },
};

const pl: QuoteLabels = {
  title: 'Kalkulacja kosztów',
  sheetName: 'Kalkulacja',
  generatedAt: 'Stan na {date}',
  page: 'Strona {page} z {pages}',
  sections: {
    projectData: 'Dane projektu i szybu',
    components: 'Komponenty',
    costs: 'Zestawienie kosztów',
    conditions: 'Dostawa i ważność',
    notes: 'Uwagi',
    generalRemarks: 'Uwagi ogólne',
    terms: 'Warunki handlowe',
  },
  fields: projectFields('pl', {
    projectId: 'Numer projektu',
    company: 'Firma',
    createdBy: 'Utworzone przez',
    createdAt: 'Data utworzenia',
    liftArea: 'Wymagana powierzchnia wentylacji',
    flapSize: 'Rozmiar klapy',
    requirements: 'Wymagania dotyczące szybu',
  }),
  formFields: fieldLabelsIn('pl'),
  values: optionValues('pl'),
  liftAreaShare: labelsIn(LIFT_AREA_SHARE_LABELS, 'pl'),
  columns: {
    category: 'Kategoria',
    productKey: 'Produkt',
    itemNumber: 'Nr art.',
    description: 'Opis',
    quantity: 'Ilość',
    unitPrice: 'Cena jednostkowa',
    lineTotal: 'Wartość',
    amount: 'Kwota',
  },
  categories: {
    ventilationComponents: 'Komponenty wentylacyjne',
    controlSystemComponents: 'Komponenty sterowania',
    smokeDetection: 'Detekcja dymu',
    cabling: 'Okablowanie',
    assemblyComponents: 'Elementy montażowe',
    nonStandard: 'Komponenty niestandardowe',
    sumOfComponents: 'Suma komponentów',
    logisticCosts: 'Koszty logistyki',
    assemblyCosts: 'Koszty montażu',
    installationCosts: 'Koszty uruchomienia',
    travelCosts: 'Koszty dojazdu',
    total: 'Razem (netto)',
    other: 'Inne',
  },
  subtotal: 'Suma: {category}',
  installationCostsMode: { calculated: 'obliczone', flatRate: 'ryczałt' },
  travelCostsMode: { calculated: 'obliczone', included: 'wliczone' },
  deliveryTime: 'Czas dostawy',
  offerValidity: 'Ważność oferty',
  validUntil: '{duration}, ważna do {date}',
  neverExpires: 'bezterminowo',
  flapSizeValue: '{size} ({area}; wymagane {required})',
  adjustedMark: '*',
  adjustedLegend: '* Ilość zmieniona ręcznie',
  estimatedInstallationTime: 'Szacowany czas montażu',
  units: {
    workdays: { one: 'dzień roboczy', few: 'dni robocze', many: 'dni roboczych', other: 'dnia roboczego' },
    weeks: { one: 'tydzień', few: 'tygodnie', many: 'tygodni', other: 'tygodnia' },
    hours: { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' },
  },
  notPriced: 'Brakuje jeszcze danych potrzebnych do kalkulacji, dlatego ten dokument nie zawiera jeszcze cen.',
  termsHint: 'Obowiązują warunki handlowe firmy {company}:',
  projectList: {
    sheetName: 'Projekty',
    leftOut:
      'Tylko najnowsze {rows} z {matched} projektów filtra: brakuje {left} najstarszych (limit eksportu). Węższy filtr pozwoli je wyeksportować.',
    columns: {
      ...projectListFields('pl'),
      projectId: 'Numer projektu',
      company: 'Firma',
      createdBy: 'Utworzone przez',
      createdAt: 'Data utworzenia',
      total: 'Suma ({currency})',
      lastReportingAt: 'Ostatnie pobranie',
    },
  },
};

/** The document labels by language; French and Dutch read English (see `documentLanguage`). */
export const QUOTE_LABELS: Readonly<Record<TranslatedLanguage, QuoteLabels>> = { de, en, pl };

/**
 * Fills `{name}` placeholders.
 * @example fill('Seite {page} von {pages}', { page: 1, pages: 2 }) // 'Seite 1 von 2'
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}

/** A label for an enumeration value, or the value itself when the table does not know it (e.g. a value added later). */
export function valueLabel<T extends string>(table: Readonly<Record<T, string>>, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return Object.hasOwn(table, text) ? table[text as T] : text;
}
