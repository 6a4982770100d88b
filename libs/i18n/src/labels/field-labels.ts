import type { Currency, EnergyCarrierKey } from '@lsp/contracts';
import type {
  BuildingType,
  InstallationPosition,
  LiftAreaPercentage,
  LiftStatusDetection,
  MachineRoom,
  ProjectState,
  ProjectType,
  RequestType,
  SmokeDetection,
  SystemKind,
} from '@lsp/domain';
import type { TranslatedLanguage } from '../languages.js';
import { labelsIn, type Label } from './label.js';
import { PROJECT_STATE_LABELS } from './project-state-labels.js';

/**
 * The one name of every form field (docs/design.md#form-values) in German, English and Polish:
 * the calculator's labels and messages (`fields.<key>`), the quote's PDF and Excel and the mails
 * read it from here, so a field is called the same everywhere (docs/customer-app.md). Every key
 * of FORM_FIELDS has an entry (field-labels.spec.ts), and so do the patterned cable fields and
 * the other names a message may give as a field.
 */
export const FIELD_LABELS = {
  // The adjusted cable quantities (docs/design.md#calculator-steps), named as the cables are, for the messages that name a field.
  'custom-length-CABLE-4M': { de: 'Kabel 4 m', en: 'Cable 4 m', pl: 'Kabel 4 m' },
  'custom-length-CABLE-6M': { de: 'Kabel 6 m', en: 'Cable 6 m', pl: 'Kabel 6 m' },
  'custom-length-CABLE-12M': { de: 'Kabel 12 m', en: 'Cable 12 m', pl: 'Kabel 12 m' },
  'fm-2m-custom': { de: 'Kabel FM 2 m', en: 'Cable FM 2 m', pl: 'Kabel FM 2 m' },
  aioBasicSet: { de: 'AIO-Basic-Set', en: 'AIO Basic set', pl: 'Zestaw AIO Basic' },
  noOfInterfaceAdapters: { de: 'Anzahl Schnittstellenadapter', en: 'Number of interface adapters', pl: 'Liczba adapterów interfejsu' },
  projectName: { de: 'Projektname', en: 'Project name', pl: 'Nazwa projektu' },
  country: { de: 'Land', en: 'Country', pl: 'Kraj' },
  buildingLocation: { de: 'Postleitzahl des Gebäudes', en: 'Postal code of the building', pl: 'Kod pocztowy budynku' },
  buildingType: { de: 'Gebäudeart', en: 'Building type', pl: 'Rodzaj budynku' },
  projectType: { de: 'Projektart', en: 'Project type', pl: 'Rodzaj projektu' },
  plannedImplementationDate: {
    de: 'Geplante Umsetzung (Quartal)',
    en: 'Planned implementation (quarter)',
    pl: 'Planowana realizacja (kwartał)',
  },
  installationPosition: { de: 'Einbaulage', en: 'Installation position', pl: 'Pozycja montażu' },
  nrwgDelivered: {
    de: 'Verschluss (NRWG) bauseits gestellt',
    en: 'Closure (NRWG) supplied on site',
    pl: 'Zamknięcie (NRWG) dostarcza inwestor',
  },
  weathershelter: {
    de: 'Wetterschutz erforderlich',
    en: 'Weather protection needed',
    pl: 'Wymagana ochrona przed warunkami atmosferycznymi',
  },
  lowEnergyStandard: { de: 'Niedrigenergiestandard', en: 'Low-energy standard', pl: 'Standard niskoenergetyczny' },
  quiet: { de: 'Geräuscharmer Antrieb', en: 'Low-noise drive', pl: 'Cichy napęd' },
  en121012Required: { de: 'EN 12101-2 gefordert', en: 'EN 12101-2 required', pl: 'Wymagana norma EN 12101-2' },
  systemIntegration: {
    de: 'Anbindung an Brandmelde- oder Gebäudeleittechnik',
    en: 'Link to fire alarm or building control system',
    pl: 'Połączenie z systemem sygnalizacji pożaru lub BMS',
  },
  additionalSmokeDetector: { de: 'Zusätzlicher Rauchmelder', en: 'Additional smoke detector', pl: 'Dodatkowa czujka dymu' },
  mainLevelSmokeDetector: {
    de: 'Rauchmelder in der Hauptebene',
    en: 'Smoke detector on the main level',
    pl: 'Czujka dymu na poziomie głównym',
  },
  machineRoom: { de: 'Maschinenraum', en: 'Machine room', pl: 'Maszynownia' },
  noOfElevators: { de: 'Anzahl Aufzüge im Schacht', en: 'Number of lifts in the shaft', pl: 'Liczba dźwigów w szybie' },
  shaftHeight: {
    de: 'Schachthöhe (inkl. Kopf und Grube)',
    en: 'Shaft height (incl. head and pit)',
    pl: 'Wysokość szybu (z nadszybiem i podszybiem)',
  },
  shaftWidth: { de: 'Schachtbreite', en: 'Shaft width', pl: 'Szerokość szybu' },
  shaftDepth: { de: 'Schachttiefe', en: 'Shaft depth', pl: 'Głębokość szybu' },
  payload: { de: 'Nutzlast', en: 'Payload', pl: 'Udźwig' },
  liftNumber: { de: 'Aufzugsnummer', en: 'Lift number', pl: 'Numer dźwigu' },
  calculatedVentilationArea: { de: 'Lüftungsfläche', en: 'Ventilation area', pl: 'Powierzchnia wentylacji' },
  liftAreaPercentage: {
    de: 'Lüftungsfläche (Anteil der Schachtgrundfläche)',
    en: 'Ventilation area (share of shaft cross-section)',
    pl: 'Powierzchnia wentylacji (udział w przekroju szybu)',
  },
  smokeDetection: { de: 'Raucherkennung', en: 'Smoke detection', pl: 'Detekcja dymu' },
  system: { de: 'System', en: 'System', pl: 'System' },
  liftStatusDetection: { de: 'Aufzugszustandserkennung', en: 'Lift status detection', pl: 'Wykrywanie stanu dźwigu' },
  'rt-45l-rj': { de: 'Taster RT-45L-RJ (mit LED)', en: 'Push button RT-45L-RJ (with LED)', pl: 'Przycisk RT-45L-RJ (z LED)' },
  'rt-45-rj': { de: 'Taster RT-45-RJ', en: 'Push button RT-45-RJ', pl: 'Przycisk RT-45-RJ' },
  'rj-45-splitter': { de: 'RJ-45-Verteiler', en: 'RJ-45 splitter', pl: 'Rozgałęźnik RJ-45' },
  keySwitchLED: { de: 'Schlüsselschalter mit LED', en: 'Key switch with LED', pl: 'Przełącznik kluczykowy z diodą LED' },
  ventilationTimer: { de: 'Lüftungstimer', en: 'Ventilation timer', pl: 'Timer wentylacji' },
  additionalThermostat: { de: 'Zusätzlicher Thermostat', en: 'Additional thermostat', pl: 'Dodatkowy termostat' },
  humiditySensor: { de: 'Feuchtesensor', en: 'Humidity sensor', pl: 'Czujnik wilgotności' },
  sirenWithKeySwitch: { de: 'Sirene mit Schlüsselschalter', en: 'Siren with key switch', pl: 'Syrena z przełącznikiem kluczykowym' },
  eightPinInterfaceAdapterSet: {
    de: '8-poliges Schnittstellenadapter-Set',
    en: '8-pin interface adapter set',
    pl: 'Zestaw adaptera interfejsu 8-pin',
  },
  includeEinbauwinkel: {
    de: 'Mit Einbauwinkel',
    en: 'With mounting bracket (Einbauwinkel)',
    pl: 'Z kątownikiem montażowym (Einbauwinkel)',
  },
  // A counter the ventilation components form raises to have its entries checked again; never shown as a field, named for a message that would.
  validationTrigger: {
    de: 'Prüfung der Lüftungskomponenten',
    en: 'Check of the ventilation components',
    pl: 'Sprawdzenie komponentów wentylacyjnych',
  },
  // The chosen ventilation components as a whole (the quantities), as the rules name them in a message.
  ventilationComponents: { de: 'Lüftungskomponenten', en: 'Ventilation components', pl: 'Komponenty wentylacyjne' },
  montageIncluded: { de: 'Montage durch den Anbieter', en: 'Installation by the provider', pl: 'Montaż przez dostawcę' },
  montageBuildingLocation: {
    de: 'Postleitzahl des Montageorts',
    en: 'Postal code of the installation site',
    pl: 'Kod pocztowy miejsca montażu',
  },
  requestType: { de: 'Art der Anfrage', en: 'Request type', pl: 'Rodzaj zapytania' },
  remarks: { de: 'Anmerkungen', en: 'Remarks', pl: 'Uwagi' },
  projectState: { de: 'Projektstatus', en: 'Project state', pl: 'Status projektu' },
  orderNumber: { de: 'Auftragsnummer', en: 'Order number', pl: 'Numer zamówienia' },
  offerNumber: { de: 'Angebotsnummer', en: 'Offer number', pl: 'Numer oferty' },
  // The energy figures' inputs (docs/energy.md#inputs).
  stops: { de: 'Anzahl Haltestellen', en: 'Number of stops', pl: 'Liczba przystanków' },
  doorsPerStop: { de: 'Türen je Haltestelle', en: 'Landing doors per stop', pl: 'Drzwi na przystanek' },
  doorWidth: { de: 'Türbreite', en: 'Door width', pl: 'Szerokość drzwi' },
  doorHeight: { de: 'Türhöhe', en: 'Door height', pl: 'Wysokość drzwi' },
  energyCarrier: { de: 'Heizung', en: 'Heating', pl: 'Ogrzewanie' },
  energyPrice: { de: 'Energiepreis', en: 'Energy price', pl: 'Cena energii' },
  energyPriceCurrency: { de: 'Währung des Energiepreises', en: 'Currency of the energy price', pl: 'Waluta ceny energii' },
} as const satisfies Readonly<Record<string, Label>>;

export type LabelledField = keyof typeof FIELD_LABELS;

/** The countries the basic input offers (apps/web BasicInputTab); the field itself takes any ISO code. */
export type CountryChoice = 'de' | 'at' | 'ch' | 'lu' | 'it' | 'pl';

/**
 * The names of the options of every field with a fixed set of values, by field: every value of
 * the field's enumeration has an entry in every language, or this does not compile.
 */
export interface OptionLabels {
  energyCarrier: Readonly<Record<EnergyCarrierKey, Label>>;
  energyPriceCurrency: Readonly<Record<Currency, Label>>;
  country: Readonly<Record<CountryChoice, Label>>;
  buildingType: Readonly<Record<BuildingType, Label>>;
  projectType: Readonly<Record<ProjectType, Label>>;
  installationPosition: Readonly<Record<InstallationPosition, Label>>;
  machineRoom: Readonly<Record<MachineRoom, Label>>;
  system: Readonly<Record<SystemKind, Label>>;
  smokeDetection: Readonly<Record<SmokeDetection, Label>>;
  liftStatusDetection: Readonly<Record<LiftStatusDetection, Label>>;
  requestType: Readonly<Record<RequestType, Label>>;
  /** `2_5_PERCENT_LBO` is no value of the form any more; named for a project that still holds it. */
  liftAreaPercentage: Readonly<Record<LiftAreaPercentage | '2_5_PERCENT_LBO', Label>>;
  projectState: Readonly<Record<ProjectState, Label>>;
}

export const OPTION_LABELS: OptionLabels = {
  energyCarrier: {
    gas: { de: 'Erdgas', en: 'Natural gas', pl: 'Gaz ziemny' },
    oil: { de: 'Heizöl', en: 'Heating oil', pl: 'Olej opałowy' },
    districtHeating: { de: 'Fernwärme', en: 'District heating', pl: 'Ciepło sieciowe' },
    electricity: { de: 'Strom', en: 'Electricity', pl: 'Prąd' },
  },
  energyPriceCurrency: {
    EUR: { de: 'Euro', en: 'Euro', pl: 'Euro' },
    CHF: { de: 'Schweizer Franken', en: 'Swiss franc', pl: 'Frank szwajcarski' },
    GBP: { de: 'Britisches Pfund', en: 'Pound sterling', pl: 'Funt szterling' },
    USD: { de: 'US-Dollar', en: 'US dollar', pl: 'Dolar amerykański' },
  },
  country: {
    de: { de: 'Deutschland', en: 'Germany', pl: 'Niemcy' },
    at: { de: 'Österreich', en: 'Austria', pl: 'Austria' },
    ch: { de: 'Schweiz', en: 'Switzerland', pl: 'Szwajcaria' },
    lu: { de: 'Luxemburg', en: 'Luxembourg', pl: 'Luksemburg' },
    it: { de: 'Italien', en: 'Italy', pl: 'Włochy' },
    pl: { de: 'Polen', en: 'Poland', pl: 'Polska' },
  },
  buildingType: {
    RESIDENTAL: { de: 'Wohngebäude', en: 'Residential', pl: 'Budynek mieszkalny' },
    INDUSTRY: { de: 'Industriegebäude', en: 'Industry', pl: 'Budynek przemysłowy' },
    HEALTHCARE: { de: 'Gesundheitswesen', en: 'Healthcare', pl: 'Budynek opieki zdrowotnej' },
    OFFICE: { de: 'Bürogebäude', en: 'Office', pl: 'Budynek biurowy' },
  },
  projectType: {
    NEWBUILDING: { de: 'Neubau', en: 'New building', pl: 'Nowy budynek' },
    MODERNIZED: { de: 'Modernisierung', en: 'Modernization', pl: 'Modernizacja' },
  },
  installationPosition: {
    V: { de: 'Vertikal', en: 'Vertical', pl: 'Pionowa' },
    H: { de: 'Horizontal', en: 'Horizontal', pl: 'Pozioma' },
  },
  machineRoom: {
    up: { de: 'Oben', en: 'Top', pl: 'Na górze' },
    down: { de: 'Unten', en: 'Bottom', pl: 'Na dole' },
    no: { de: 'Kein Maschinenraum', en: 'No machine room', pl: 'Brak maszynowni' },
  },
  system: {
    'L-AIO': { de: 'L-AIO', en: 'L-AIO', pl: 'L-AIO' },
    'AIO-Basic': { de: 'AIO-Basic', en: 'AIO-Basic', pl: 'AIO-Basic' },
  },
  smokeDetection: {
    NONE: { de: 'Keine', en: 'None', pl: 'Brak' },
    POINTDETECTOR: { de: 'Punktmelder', en: 'Point detectors', pl: 'Czujki punktowe' },
    SDLF1: { de: 'Linienmelder SD-L-F1', en: 'Line detector SD-L-F1', pl: 'Czujka liniowa SD-L-F1' },
    RAS: { de: 'Ansaugrauchmelder (RAS)', en: 'Aspirating smoke detector (RAS)', pl: 'Zasysająca czujka dymu (RAS)' },
  },
  liftStatusDetection: {
    'LST-CO2-V3': { de: 'LST-CO2-V3', en: 'LST-CO2-V3', pl: 'LST-CO2-V3' },
    FAULTALARMCONTACT: { de: 'Störmeldekontakt', en: 'Fault alarm contact', pl: 'Styk sygnalizacji awarii' },
  },
  requestType: {
    QUESTION: { de: 'Frage', en: 'Question', pl: 'Pytanie' },
    ORDER: { de: 'Bestellung', en: 'Order', pl: 'Zamówienie' },
    OFFER: { de: 'Angebotsanfrage', en: 'Offer request', pl: 'Zapytanie ofertowe' },
    OTHER: { de: 'Sonstiges', en: 'Other', pl: 'Inne' },
  },
  liftAreaPercentage: {
    '2_5_PERCENT': { de: '2,5 % (Bauordnung)', en: '2.5 % (building code)', pl: '2,5 % (prawo budowlane)' },
    '1_0_PERCENT': { de: '1,0 %', en: '1.0 %', pl: '1,0 %' },
    MANUAL: { de: 'Manuelle Eingabe', en: 'Manual entry', pl: 'Wpis ręczny' },
    '2_5_PERCENT_LBO': { de: '2,5 % (LBO)', en: '2.5 % (LBO)', pl: '2,5 % (LBO)' },
  },
  projectState: PROJECT_STATE_LABELS,
};

/**
 * The ventilation area's share as the quote prints it after the required area, "104.000 mm²
 * (2,5 % der Schachtgrundfläche)": the option's name in a sentence of its own, where "(Bauordnung)"
 * would read as a second bracket. Its own named entry, kept next to the option it stands for.
 */
export const LIFT_AREA_SHARE_LABELS: Readonly<Record<LiftAreaPercentage, Label>> = {
  '2_5_PERCENT': { de: '2,5 % der Schachtgrundfläche', en: '2.5 % of the shaft cross-section', pl: '2,5 % przekroju szybu' },
  '1_0_PERCENT': { de: '1,0 % der Schachtgrundfläche', en: '1.0 % of the shaft cross-section', pl: '1,0 % przekroju szybu' },
  MANUAL: { de: 'manuell angegeben', en: 'entered manually', pl: 'podana ręcznie' },
};

/** Short names of fields where a column head of the project list's export has room for one word; named, never silently different. */
export const COLUMN_LABELS = {
  projectState: { de: 'Status', en: 'Status', pl: 'Status' },
} as const satisfies Readonly<Partial<Record<LabelledField, Label>>>;

/** The field names in one language, as the catalogue's `fields` group. */
export function fieldLabelsIn(language: TranslatedLanguage): Record<LabelledField, string> {
  return labelsIn(FIELD_LABELS, language);
}

/** The option names of every enumeration field in one language, by field. */
export type OptionNames = { readonly [F in keyof OptionLabels]: Record<keyof OptionLabels[F], string> };

/** The option names in one language, as the catalogue's `choices` group. */
export function optionLabelsIn(language: TranslatedLanguage): OptionNames {
  const groups = Object.entries(OPTION_LABELS) as [keyof OptionLabels, Readonly<Record<string, Label>>][];
  return Object.fromEntries(groups.map(([field, options]) => [field, labelsIn(options, language)])) as unknown as OptionNames;
}
