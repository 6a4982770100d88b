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
} from '@lsp/domain';
import type { TranslatedLanguage } from '../languages.js';
import { de as deMessages } from '../messages/de.js';
import { en as enMessages } from '../messages/en.js';
import { pl as plMessages } from '../messages/pl.js';

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
 * `{name}` marks a placeholder. State names come from the app's catalogue, so the app, the
 * documents and the mails name a state alike.
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
  values: {
    projectType: Record<ProjectType, string>;
    buildingType: Record<BuildingType, string>;
    installationPosition: Record<InstallationPosition, string>;
    machineRoom: Record<MachineRoom, string>;
    liftAreaPercentage: Record<LiftAreaPercentage, string>;
    smokeDetection: Record<SmokeDetection, string>;
    liftStatusDetection: Record<LiftStatusDetection, string>;
    projectState: Record<ProjectState, string>;
  };
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
  fields: {
    projectId: 'Projektnummer',
    projectName: 'Projektname',
    company: 'Unternehmen',
    createdBy: 'Erstellt von',
    createdAt: 'Erstellt am',
    state: 'Status',
    offerNumber: 'Angebotsnummer',
    orderNumber: 'Auftragsnummer',
    country: 'Land',
    buildingLocation: 'Gebäudestandort (PLZ)',
    projectType: 'Projektart',
    buildingType: 'Gebäudeart',
    installationPosition: 'Einbaulage',
    shaftHeight: 'Schachthöhe',
    shaftWidth: 'Schachtbreite',
    shaftDepth: 'Schachttiefe',
    noOfElevators: 'Anzahl Aufzüge im Schacht',
    machineRoom: 'Maschinenraum',
    liftArea: 'Erforderliche Lüftungsfläche',
    system: 'System',
    smokeDetection: 'Raucherkennung',
    liftStatusDetection: 'Aufzugsstatuserkennung',
    flapSize: 'Klappengröße',
    montageLocation: 'Montageort (PLZ)',
  },
  values: {
    projectType: { NEWBUILDING: 'Neubau', MODERNIZED: 'Modernisierung' },
    buildingType: { RESIDENTAL: 'Wohngebäude', INDUSTRY: 'Industriegebäude', HEALTHCARE: 'Gesundheitswesen', OFFICE: 'Bürogebäude' },
    installationPosition: { V: 'Vertikal', H: 'Horizontal' },
    machineRoom: { up: 'Oben', down: 'Unten', no: 'Kein Maschinenraum' },
    liftAreaPercentage: {
      '2_5_PERCENT': '2,5 % der Schachtgrundfläche',
      '1_0_PERCENT': '1 % der Schachtgrundfläche',
      MANUAL: 'manuell angegeben',
    },
    smokeDetection: {
      NONE: 'Keine',
      POINTDETECTOR: 'Punktrauchmelder',
      SDLF1: 'Linienrauchmelder SD-L-F1',
      RAS: 'Ansaugrauchmelder (RAS)',
    },
    liftStatusDetection: { 'LST-CO2-V3': 'LST-CO2-V3', FAULTALARMCONTACT: 'Störmeldekontakt' },
    projectState: deMessages.projectState,
  },
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
    total: 'Gesamtsumme',
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
      projectId: 'Projektnummer',
      name: 'Projektname',
      state: 'Status',
      company: 'Unternehmen',
      createdBy: 'Erstellt von',
      createdAt: 'Erstellt am',
      offerNumber: 'Angebotsnummer',
      orderNumber: 'Auftragsnummer',
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
  fields: {
    projectId: 'Project ID',
    projectName: 'Project name',
    company: 'Company',
    createdBy: 'Created by',
    createdAt: 'Created on',
    state: 'Status',
    offerNumber: 'Offer number',
    orderNumber: 'Order number',
    country: 'Country',
    buildingLocation: 'Building location (postal code)',
    projectType: 'Project type',
    buildingType: 'Building type',
    installationPosition: 'Installation position',
    shaftHeight: 'Shaft height',
    shaftWidth: 'Shaft width',
    shaftDepth: 'Shaft depth',
    noOfElevators: 'Number of lifts in the shaft',
    machineRoom: 'Machine room',
    liftArea: 'Required ventilation area',
    system: 'System',
    smokeDetection: 'Smoke detection',
    liftStatusDetection: 'Lift status detection',
    flapSize: 'Flap size',
    montageLocation: 'Montage location (postal code)',
  },
  values: {
    projectType: { NEWBUILDING: 'New building', MODERNIZED: 'Modernization' },
    buildingType: {
      RESIDENTAL: 'Residential building',
      INDUSTRY: 'Industrial building',
      HEALTHCARE: 'Healthcare building',
      OFFICE: 'Office building',
    },
    installationPosition: { V: 'Vertical', H: 'Horizontal' },
    machineRoom: { up: 'Top', down: 'Bottom', no: 'No machine room' },
    liftAreaPercentage: {
      '2_5_PERCENT': '2.5 % of the shaft cross-section',
      '1_0_PERCENT': '1 % of the shaft cross-section',
      MANUAL: 'entered manually',
    },
    smokeDetection: {
      NONE: 'None',
      POINTDETECTOR: 'Point smoke detector',
      SDLF1: 'SD-L-F1 line smoke detector',
      RAS: 'Aspirating smoke detector (RAS)',
    },
    liftStatusDetection: { 'LST-CO2-V3': 'LST-CO2-V3', FAULTALARMCONTACT: 'Fault alarm contact' },
    projectState: enMessages.projectState,
  },
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
    total: 'Total',
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
      projectId: 'Project ID',
      name: 'Project name',
      state: 'Status',
      company: 'Company',
      createdBy: 'Created by',
      createdAt: 'Created on',
      offerNumber: 'Offer number',
      orderNumber: 'Order number',
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
  fields: {
    projectId: 'Numer projektu',
    projectName: 'Nazwa projektu',
    company: 'Firma',
    createdBy: 'Utworzone przez',
    createdAt: 'Data utworzenia',
    state: 'Status',
    offerNumber: 'Numer oferty',
    orderNumber: 'Numer zamówienia',
    country: 'Kraj',
    buildingLocation: 'Lokalizacja budynku (kod pocztowy)',
    projectType: 'Typ projektu',
    buildingType: 'Typ budynku',
    installationPosition: 'Pozycja montażu',
    shaftHeight: 'Wysokość szybu',
    shaftWidth: 'Szerokość szybu',
    shaftDepth: 'Głębokość szybu',
    noOfElevators: 'Liczba dźwigów w szybie',
    machineRoom: 'Maszynownia',
    liftArea: 'Wymagana powierzchnia wentylacji',
    system: 'System',
    smokeDetection: 'Detekcja dymu',
    liftStatusDetection: 'Wykrywanie stanu dźwigu',
    flapSize: 'Rozmiar klapy',
    montageLocation: 'Miejsce montażu (kod pocztowy)',
  },
  values: {
    projectType: { NEWBUILDING: 'Nowy budynek', MODERNIZED: 'Modernizacja' },
    buildingType: {
      RESIDENTAL: 'Budynek mieszkalny',
      INDUSTRY: 'Budynek przemysłowy',
      HEALTHCARE: 'Budynek opieki zdrowotnej',
      OFFICE: 'Budynek biurowy',
    },
    installationPosition: { V: 'Pionowa', H: 'Pozioma' },
    machineRoom: { up: 'Na górze', down: 'Na dole', no: 'Brak maszynowni' },
    liftAreaPercentage: { '2_5_PERCENT': '2,5 % przekroju szybu', '1_0_PERCENT': '1 % przekroju szybu', MANUAL: 'podana ręcznie' },
    smokeDetection: {
      NONE: 'Brak',
      POINTDETECTOR: 'Punktowa czujka dymu',
      SDLF1: 'Liniowa czujka dymu SD-L-F1',
      RAS: 'Zasysająca czujka dymu (RAS)',
    },
    liftStatusDetection: { 'LST-CO2-V3': 'LST-CO2-V3', FAULTALARMCONTACT: 'Styk sygnalizacji usterki' },
    projectState: plMessages.projectState,
  },
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
    total: 'Suma całkowita',
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
      projectId: 'Numer projektu',
      name: 'Nazwa projektu',
      state: 'Status',
      company: 'Firma',
      createdBy: 'Utworzone przez',
      createdAt: 'Data utworzenia',
      offerNumber: 'Numer oferty',
      orderNumber: 'Numer zamówienia',
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
