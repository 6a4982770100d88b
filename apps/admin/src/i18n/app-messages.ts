import { deShell } from '@lsp/i18n/messages/de-shell';
import { enShell } from '@lsp/i18n/messages/en-shell';
import { resourceMessages } from '../resources';

/** The backoffice's own texts (react-admin's polyglot syntax: `%{name}`). */
const de = {
  lsp: {
    title: 'Backoffice',
    product: 'Aufzugsschacht-Lüftungsplaner',
    dashboard: {
      title: 'Übersicht',
      welcome: 'Willkommen im Backoffice',
      signedInAs: 'Angemeldet als %{name}',
      company: 'Unternehmen: %{company}',
      groups: 'Rollen:',
      upcoming: 'Hier pflegen Sie Produkte, Preise, AGB, Einstellungen und Projekte.',
    },
    adminsOnly: {
      title: 'Nur für Administratoren',
      text: 'Das Backoffice ist nur für Mitarbeitende des Anbieters mit der Rolle „Admin“ zugänglich. Sie sind als %{name} angemeldet.',
      logout: 'Abmelden',
    },
    login: {
      redirecting: 'Weiterleitung zur Anmeldung …',
    },
    translation: {
      polishFallback: 'Leer: polnische Seiten und Angebote zeigen die englische Beschreibung.',
      missingPolish: 'Fehlt – Englisch wird gezeigt',
    },
    // The names customers, documents and mails use (libs/i18n), so staff and customers speak alike.
    states: deShell.projectState as Readonly<Record<keyof typeof deShell.projectState, string>>,
    projects: {
      deleted: 'Gelöscht', lastDownload: 'Letzter Download durch den Kunden', never: 'noch nie', isDeleted: 'Dieses Projekt ist gelöscht. Sie können es wiederherstellen.',
      restore: 'Wiederherstellen', restored: 'Projekt wiederhergestellt', mailTitle: 'Kunden benachrichtigen?',
      export: 'Excel-Export', exportTitle: 'Projektliste als Excel-Datei',
      mailQuestion: 'Soll der Kunde per E-Mail über diese Änderung informiert werden?', saveWithMail: 'Speichern und E-Mail senden',
      saveWithoutMail: 'Ohne E-Mail speichern', calculation: 'Kalkulation (heutige Preise)', offered: 'Angebotene Preise',
      offeredAt: 'So wurde das Projekt übermittelt (%{date}); Angebot, PDF und Excel drucken diese Preise.', notPriced: 'Dieses Projekt lässt sich derzeit nicht kalkulieren.',
      product: 'Produkt', quantity: 'Menge', unitPrice: 'Einzelpreis', lineTotal: 'Gesamt', total: 'Summe', files: 'Dokumente', fileName: 'Datei',
      uploadedBy: 'Hochgeladen von', at: 'Zeitpunkt', history: 'Verlauf', field: 'Feld', from: 'Von', to: 'Nach', by: 'Durch', none: 'Keine',
    },
    settings: {
      neverExpires: 'leer: Angebote verfallen nie', exchangeRates: 'Wechselkurse', flags: 'Funktionen der Kunden-App',
      energy: 'Energiezahlen', energyHint: 'Preise netto je kWh Wärme, CO₂-Faktoren in kg je kWh (GEG 2024, Anlage 9). Die Förderung erscheint im Kalkulator und im Angebot nur, wenn sie eingeschaltet ist.',
    },
    number: { notANumber: 'Keine Zahl: bitte z. B. 12,5 eingeben', whole: 'Bitte eine ganze Zahl eingeben', positive: 'Muss größer als 0 sein', percent: 'Muss zwischen 0 und 100 % liegen', decimals: 'Höchstens %{decimals} Nachkommastellen' },
    terms: { types: { TERMS_OF_SERVICE: 'AGB', INSTALLATION_CONDITIONS: 'Montagebedingungen', SALE_AND_DELIVERY_CONDITIONS: 'Verkaufs- und Lieferbedingungen' } },
    mails: { status: { captured: 'im Postausgang', sent: 'versendet', failed: 'fehlgeschlagen' } },
    tickets: { forwarding: { none: 'nicht weitergeleitet', forwarded: 'weitergeleitet', failed: 'Weiterleitung fehlgeschlagen' } },
    jobs: {
      queued: 'Wartet auf einen freien Server …',
      starting: 'Beginnt …',
      progress: '%{done} von %{total} Projekten',
      rows: '%{done} von %{total} Zeilen',
      left: 'noch etwa %{time}',
      seconds: '%{smart_count} Sekunde |||| %{smart_count} Sekunden',
      minutes: '%{smart_count} Minute |||| %{smart_count} Minuten',
      failed: 'Abgebrochen: %{error}',
      download: 'Herunterladen (%{name})',
      kept: 'verfügbar bis %{until}',
    },
    impact: {
      buckets: {
        '≤ −10 %': '≤ −10 %', '−10 % to −1 %': '−10 % bis −1 %', '−1 % to 0 %': '−1 % bis 0 %', '0 % to 1 %': '0 % bis 1 %', '1 % to 10 %': '1 % bis 10 %', '≥ 10 %': '≥ 10 %',
        'priced in one version only': 'nur in einer Version berechenbar',
      },
    },
    audit: { create: 'angelegt', update: 'geändert', delete: 'gelöscht', restore: 'wiederhergestellt' },
    charts: {
      byState: 'Projekte nach Status', byMonth: 'Projekte je Monat (12 Monate)', pipeline: 'Angebotswert in Bearbeitung', pipelineProjects: '%{count} Projekte beim Anbieter',
      topProducts: 'Meistangebotene Produkte', projects: 'Projekte', quotedTotal: 'Angebotswert (€)', empty: 'Noch keine Projekte',
    },
  },
};

const en: typeof de = {
  lsp: {
    title: 'Backoffice',
    product: 'Lift-shaft ventilation planner',
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to the backoffice',
      signedInAs: 'Signed in as %{name}',
      company: 'Company: %{company}',
      groups: 'Roles:',
      upcoming: 'This is where you maintain products, prices, terms, settings and projects.',
    },
    adminsOnly: {
      title: 'Admins only',
      text: 'The backoffice is only open to the provider’s staff with the “Admin” role. You are signed in as %{name}.',
      logout: 'Log out',
    },
    login: {
      redirecting: 'Redirecting to sign-in …',
    },
    translation: {
      polishFallback: 'Empty: Polish screens and quotes show the English description.',
      missingPolish: 'Missing – English is shown',
    },
    states: enShell.projectState,
    projects: {
      deleted: 'Deleted', lastDownload: 'Last download by the customer', never: 'never', isDeleted: 'This project is deleted. You can restore it.',
      restore: 'Restore', restored: 'Project restored', mailTitle: 'Tell the customer?',
      export: 'Excel export', exportTitle: 'Project list as an Excel file',
      mailQuestion: 'Should the customer be told about this change by email?', saveWithMail: 'Save and send email',
      saveWithoutMail: 'Save without email', calculation: 'Calculation (today\'s prices)', offered: 'Offered prices',
      offeredAt: 'As the project was submitted (%{date}); the offer, PDF and Excel print these prices.', notPriced: 'This project cannot be priced at the moment.',
      product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', lineTotal: 'Total', total: 'Sum', files: 'Documents', fileName: 'File',
      uploadedBy: 'Uploaded by', at: 'When', history: 'History', field: 'Field', from: 'From', to: 'To', by: 'By', none: 'None',
    },
    settings: {
      neverExpires: 'empty: offers never expire', exchangeRates: 'Exchange rates', flags: 'Features of the customer app',
      energy: 'Energy figures', energyHint: 'Net prices per kWh of heat, CO₂ factors in kg per kWh (GEG 2024, Annex 9). Funding shows in the calculator and the quote only when switched on.',
    },
    number: { notANumber: 'Not a number: type e.g. 12.5', whole: 'Please enter a whole number', positive: 'Must be more than 0', percent: 'Must be between 0 and 100 %', decimals: 'At most %{decimals} decimals' },
    terms: { types: { TERMS_OF_SERVICE: 'Terms of service', INSTALLATION_CONDITIONS: 'Installation conditions', SALE_AND_DELIVERY_CONDITIONS: 'Sale and delivery conditions' } },
    mails: { status: { captured: 'in the outbox', sent: 'sent', failed: 'failed' } },
    tickets: { forwarding: { none: 'not forwarded', forwarded: 'forwarded', failed: 'forwarding failed' } },
    jobs: {
      queued: 'Waiting for a free server …',
      starting: 'Starting …',
      progress: '%{done} of %{total} projects',
      rows: '%{done} of %{total} rows',
      left: 'about %{time} left',
      seconds: '%{smart_count} second |||| %{smart_count} seconds',
      minutes: '%{smart_count} minute |||| %{smart_count} minutes',
      failed: 'Stopped: %{error}',
      download: 'Download (%{name})',
      kept: 'available until %{until}',
    },
    impact: {
      buckets: {
        '≤ −10 %': '≤ −10 %', '−10 % to −1 %': '−10 % to −1 %', '−1 % to 0 %': '−1 % to 0 %', '0 % to 1 %': '0 % to 1 %', '1 % to 10 %': '1 % to 10 %', '≥ 10 %': '≥ 10 %',
        'priced in one version only': 'priced in one version only',
      },
    },
    audit: { create: 'created', update: 'changed', delete: 'deleted', restore: 'restored' },
    charts: {
      byState: 'Projects by state', byMonth: 'Projects per month (12 months)', pipeline: 'Quoted value in the pipeline', pipelineProjects: '%{count} projects with the provider',
      topProducts: 'Most quoted products', projects: 'Projects', quotedTotal: 'Quoted value (€)', empty: 'No projects yet',
    },
  },
};

/** The app's texts and the resources' labels (each resource folder brings its own). */
export const appMessages = { de: { ...de, resources: resourceMessages.de }, en: { ...en, resources: resourceMessages.en } };
