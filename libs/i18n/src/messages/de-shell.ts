import { labelsIn } from '../labels/label.js';
import { PROJECT_STATE_LABELS } from '../labels/project-state-labels.js';
import { deApiErrors } from './de-api-errors.js';

/**
 * German texts of the app's frame (shell, explorer, legal, loading, errors), shipped with the
 * first page. German is the default and the end of every fallback chain.
 */
export const deShell = {
  apiError: deApiErrors,
  app: {
    title: 'Aufzugsschacht-Lüftungsplaner',
    provider: 'DH Lift Ventilation',
  },
  common: {
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  menu: {
    calculator: 'Kalkulator',
    simulator: 'Simulator',
    logout: 'Abmelden',
    language: 'Sprache',
    currency: 'Währung',
    userMenu: 'Benutzermenü',
    mainNavigation: 'Hauptnavigation',
    skipToContent: 'Zum Inhalt springen',
  },
  language: {
    de: 'Deutsch',
    en: 'Englisch',
    pl: 'Polnisch',
    fr: 'Französisch',
    nl: 'Niederländisch',
    fallbackNotice: '{{language}} ist noch nicht vollständig übersetzt. Die Texte werden auf {{fallback}} angezeigt.',
  },
  currency: {
    replacedNotice: 'Die Währung {{chosen}} wird hier nicht angeboten. Preise werden in {{shown}} angezeigt.',
  },
  newVersion: {
    text: 'Neue Version verfügbar – neu laden, um sie zu verwenden.',
    reload: 'Neu laden',
    later: 'Später',
  },
  offline: {
    savedProject:
      'Sie sind offline. Ein gespeichertes Projekt zu öffnen braucht eine Verbindung zum Server; eine neue Berechnung geht auch offline.',
    projects:
      'Sie sind offline. Die Projektliste braucht eine Verbindung zum Server; eine neue Berechnung können Sie auch offline anlegen und berechnen.',
    outbox: {
      kept: 'Auf diesem Gerät gespeichert – wird gesendet, sobald eine Verbindung besteht',
      heading: 'Auf diesem Gerät, noch nicht gesendet',
      marker: 'Nicht gesendet',
      conflict: 'Inzwischen anderswo gespeichert – bitte öffnen und entscheiden',
      refused: 'Vom Server abgelehnt – bitte öffnen, prüfen und erneut speichern',
      savedAt: 'gespeichert {{time}}',
      unnamed: 'Neues Projekt ohne Namen',
      signOutTitle: 'Abmelden und Entwürfe verlieren?',
      signOutWarning: 'Nicht gesendete Entwürfe auf diesem Gerät: {{count}}. Beim Abmelden gehen sie verloren.',
      signOutStay: 'Angemeldet bleiben',
      signOutAnyway: 'Trotzdem abmelden',
      conflictTitle: 'Das Projekt wurde gespeichert, während Sie offline waren',
      conflictIntro:
        'Sie haben dieses Projekt auf diesem Gerät gespeichert ({{kept}}); inzwischen wurde es an anderer Stelle gespeichert ({{saved}}). Ihre Fassung ist noch nicht gesendet.',
      choice:
        'Sie können Ihre Fassung als Kopie behalten, die gespeicherte Fassung übernehmen oder beide Feld für Feld zusammenführen: Kein Feld wurde auf beiden Seiten geändert.',
      choiceCollides:
        'Einige Felder wurden auf beiden Seiten geändert, daher gibt es kein Zusammenführen: Behalten Sie Ihre Fassung als Kopie oder übernehmen Sie die gespeicherte Fassung.',
      asCopy: 'Meine Fassung als Kopie behalten',
      copied: 'Ihre Fassung ist jetzt ein eigenes Projekt ({{copy}}). Das Projekt {{stored}} bleibt, wie es anderswo gespeichert wurde.',
      openStored: 'Gespeicherte Fassung öffnen',
      takeServer: 'Gespeicherte Fassung übernehmen',
      merge: 'Zusammenführen',
      mine: 'Auf diesem Gerät',
      theirs: 'Auf dem Server gespeichert',
      totalChanged: 'gesendet. Mit den heutigen Preisen ändert sich der Gesamtpreis (netto): {{from}} → {{to}}',
    },
  },
  loading: {
    text: 'Wird geladen …',
    operationCode: 'Vorgang {{code}}',
    slow: 'Das dauert länger als üblich.',
    report: 'Problem an den Support melden',
    reportSending: 'Meldung wird gesendet …',
    reportSent: 'Danke! Ihre Meldung ist bei unserem Support eingegangen (Ticket {{id}}).',
    reportFailed: 'Die Meldung konnte nicht gesendet werden: {{reason}}',
    failed: 'Laden fehlgeschlagen',
    retry: 'Erneut versuchen',
  },
  error: {
    title: 'Ein Fehler ist aufgetreten',
    description:
      'Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu. Besteht das Problem weiter, wenden Sie sich bitte an unseren Support und nennen Sie den Vorgangscode.',
    reload: 'Seite neu laden',
    identityProviderUnavailable: 'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    noTokenSource: 'No token source available!',
    signInFailed: 'Die Anmeldung ist fehlgeschlagen.',
    signInAgain: 'Erneut anmelden',
    pdf: {
      unavailable:
        'Der PDF-Druck ist auf diesem Server nicht eingerichtet (kein Chromium). Die Excel-Datei steht zur Verfügung; bitte wenden Sie sich an den Betreiber.',
    },
    database: {
      unavailable: 'Der Server erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in einigen Sekunden erneut.',
    },
    api: {
      fetch: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.',
      status: 'Der Server hat die Anfrage abgelehnt ({{status}}).',
      syntax: 'Der Server hat eine unlesbare Antwort gesendet.',
      validation: 'Die Antwort des Servers hat ein unerwartetes Format.',
      internal: 'Ein interner Fehler ist aufgetreten.',
    },
  },
  account: {
    title: 'Konto noch nicht freigeschaltet',
    message: {
      notActivated:
        'Ihr Konto ist noch nicht freigeschaltet. Bitte wenden Sie sich an unseren Kundenservice, damit wir Ihr Konto für Ihr Unternehmen freischalten.',
    },
  },
  footer: {
    contact: 'Kontakt',
    terms: 'AGB',
    imprint: 'Impressum',
    dataProtection: 'Datenschutz',
    cookieConsent: 'Cookie-Einstellungen',
    cookies: {
      title: 'Cookies und Speicher im Browser',
      intro: 'Der Planer speichert nur, was er zum Funktionieren braucht:',
      signIn: 'Anmeldung: Cookies des Anmeldedienstes, die Ihre Anmeldung halten; sie enden mit der Sitzung oder beim Abmelden.',
      session: 'Sitzung: Ihre Zugangsdaten im Sitzungsspeicher dieses Tabs; sie werden beim Schließen des Tabs gelöscht.',
      preferences: 'Sprache und Währung, die Sie wählen: im Speicher dieses Browsers, 7 Tage lang.',
      nothingToChoose: 'Es gibt keine Cookies für Statistik, Werbung oder Dritte. Darum gibt es hier nichts auszuwählen.',
      close: 'Schließen',
    },
    contactCorner: 'Fragen zur Planung? Wir helfen gern.',
    mailTo: 'E-Mail an {{address}}',
    callTo: 'Anrufen: {{number}}',
    legalLinks: 'Rechtliches',
  },
  terms: {
    title: 'Rechtliche Informationen',
    close: 'Schließen',
    tabs: {
      terms: 'AGB',
      imprint: 'Impressum',
      dataProtection: 'Datenschutzerklärung',
    },
    columns: {
      company: 'Unternehmen',
      country: 'Land',
      documents: 'Dokumente',
    },
    country: {
      de: 'Deutschland',
      at: 'Österreich',
      int: 'International',
    },
    documentType: {
      TERMS_OF_SERVICE: 'Allgemeine Geschäftsbedingungen',
      INSTALLATION_CONDITIONS: 'Montagebedingungen',
      SALE_AND_DELIVERY_CONDITIONS: 'Verkaufs- und Lieferbedingungen',
    },
    linkLabel: '{{type}} ({{language}})',
    otherLanguageHint: 'Dieses Dokument liegt auf {{language}} vor.',
    empty: 'Derzeit sind keine Dokumente hinterlegt.',
    loadFailed: 'Die Dokumente konnten nicht geladen werden.',
  },
  imprint: {
    country: 'Deutschland',
    registerCourtName: '{{court}}',
    sampleValue: '{{value}} (Beispiel)',
    responsiblePerson: '{{name}}, Anschrift wie oben',
    title: 'Impressum',
    provider: 'Anbieter',
    representedBy: 'Vertreten durch die Geschäftsführer',
    register: 'Registereintrag',
    registerCourt: 'Registergericht',
    registerNumber: 'Registernummer',
    vatId: 'Umsatzsteuer-Identifikationsnummer',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    responsible: 'Verantwortlich für den Inhalt',
    disputeResolution: 'Streitbeilegung',
    disputeResolutionText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Dieses Angebot richtet sich ausschließlich an Unternehmen.',
    sample:
      'Beispielangaben: Dieses Impressum ist ein Platzhalter und wird vor dem Betrieb durch die verbindlichen Angaben des Anbieters ersetzt.',
  },
  dataProtection: {
    title: 'Datenschutzerklärung',
    sample:
      'Beispieltext: Diese Datenschutzerklärung ist ein Platzhalter und wird vor dem Betrieb durch die verbindliche Fassung des Anbieters ersetzt.',
    controllerTitle: '1. Verantwortlicher',
    controllerText:
      'Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Planungswerkzeug ist das im Impressum genannte Unternehmen.',
    dataTitle: '2. Welche Daten wir verarbeiten',
    dataText:
      'Wir verarbeiten die Daten Ihres Benutzerkontos (Name, E-Mail-Adresse, Unternehmen, Land) sowie die Projektdaten, die Sie im Kalkulator eingeben und speichern, einschließlich hochgeladener Dokumente.',
    purposeTitle: '3. Zweck und Rechtsgrundlage',
    purposeText:
      'Die Verarbeitung dient der Planung und Kalkulation von Lüftungs- und Entrauchungsanlagen sowie der Bearbeitung Ihrer Anfragen, Angebote und Bestellungen (Art. 6 Abs. 1 lit. b DSGVO).',
    storageTitle: '4. Speicherung im Browser',
    storageText:
      'Ihre gewählte Sprache und Währung werden für eine begrenzte Zeit im lokalen Speicher Ihres Browsers abgelegt. Für die Anmeldung werden technisch notwendige Sitzungsdaten gespeichert.',
    rightsTitle: '5. Ihre Rechte',
    rightsText:
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich dazu an die im Impressum genannten Kontaktdaten.',
  },
  projectExplorer: {
    title: 'Projekte',
    newProject: 'Neues Projekt',
    search: 'Projektnummer suchen',
    searchPlaceholder: 'z. B. C20261121-3',
    view: 'Ansicht',
    views: { all: 'Alle', own: 'Eigene', own_company: 'Unternehmen' },
    columns: {
      id: 'Projektnummer',
      name: 'Projektname',
      state: 'Status',
      createdAt: 'Erstellt am',
      createdBy: 'Erstellt von',
      company: 'Unternehmen',
      actions: 'Aktionen',
    },
    actions: {
      edit: 'Bearbeiten',
      editProject: 'Projekt {{id}} bearbeiten',
      template: 'Als Vorlage verwenden',
      templateProject: 'Projekt {{id}} als Vorlage verwenden',
      delete: 'Löschen',
      deleteProject: 'Projekt {{id}} löschen',
      deleteNotAllowed: 'Projekte, die beim Anbieter in Bearbeitung sind, können nicht gelöscht werden.',
    },
    delete: {
      title: 'Projekt löschen?',
      question: 'Möchten Sie das Projekt {{id}} „{{name}}“ wirklich löschen?',
      confirm: 'Löschen',
      done: 'Projekt {{id}} wurde gelöscht.',
      failed: 'Projekt {{id}} konnte nicht gelöscht werden: {{reason}}',
    },
    unnamed: '(ohne Namen)',
    noProjects: 'Es gibt noch keine Projekte. Starten Sie mit „Neues Projekt“.',
    noMatches: 'Keine Projekte zu „{{query}}“ gefunden.',
    noMoreProjects: 'Keine weiteren Projekte.',
    loadMore: 'Weitere Projekte laden',
  },
  /** The states of a project (docs/design.md#project-states), as customers, mails and documents name them. */
  /** The state names, one catalogue for the app, the documents and the mails (labels/project-state-labels.ts). */
  projectState: labelsIn(PROJECT_STATE_LABELS, 'de'),
  simulator: {
    title: 'Simulator',
    frameTitle: 'Simulator für Aufzugsschachtentrauchung',
    openSeparately: 'In neuem Fenster öffnen',
    unreachable: 'Der Simulator-Server {{host}} antwortet nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
    retry: 'Erneut versuchen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die aufgerufene Adresse gibt es nicht. Vielleicht wurde der Link falsch eingegeben oder die Seite ist umgezogen.',
    home: 'Zur Projektübersicht',
  },
} as const;
