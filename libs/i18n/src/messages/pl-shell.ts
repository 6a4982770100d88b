import type { Catalogue } from '../catalogue.js';
import { labelsIn } from '../labels/label.js';
import { PROJECT_STATE_LABELS } from '../labels/project-state-labels.js';
import { plApiErrors } from './pl-api-errors.js';
import type { deShell } from './de-shell.js';

/** Polish texts of the app's frame. Falls back to English. */
export const plShell: Catalogue<typeof deShell> = {
  apiError: plApiErrors,
  app: {
    title: 'Planer wentylacji szybu windowego',
    provider: 'DH Lift Ventilation',
  },
  common: {
    cancel: 'Anuluj',
    close: 'Zamknij',
  },
  menu: {
    calculator: 'Kalkulator',
    simulator: 'Symulator',
    logout: 'Wyloguj',
    language: 'Język',
    currency: 'Waluta',
    userMenu: 'Menu użytkownika',
    mainNavigation: 'Nawigacja główna',
    skipToContent: 'Przejdź do treści',
  },
  language: {
    de: 'niemiecki',
    en: 'angielski',
    pl: 'polski',
    fr: 'francuski',
    nl: 'niderlandzki',
    fallbackNotice: '{{language}} nie jest jeszcze w pełni przetłumaczony. Teksty są wyświetlane w języku: {{fallback}}.',
  },
  currency: {
    replacedNotice: 'Waluta {{chosen}} nie jest tu oferowana. Ceny są podawane w {{shown}}.',
  },
  newVersion: {
    text: 'Dostępna jest nowa wersja – odśwież, aby z niej korzystać.',
    reload: 'Odśwież',
    later: 'Później',
  },
  offline: {
    savedProject: 'Jesteś offline. Otwarcie zapisanego projektu wymaga połączenia z serwerem; nowe obliczenie działa także offline.',
    projects: 'Jesteś offline. Lista projektów wymaga połączenia z serwerem; nowe obliczenie możesz rozpocząć i obliczyć także offline.',
    outbox: {
      kept: 'Zapisano na tym urządzeniu – zostanie wysłane, gdy będzie połączenie',
      heading: 'Na tym urządzeniu, jeszcze nie wysłane',
      marker: 'Nie wysłano',
      conflict: 'W międzyczasie zapisano gdzie indziej – otwórz i zdecyduj',
      refused: 'Odrzucony przez serwer – otwórz go, sprawdź i zapisz ponownie',
      savedAt: 'zapisano {{time}}',
      unnamed: 'Nowy projekt bez nazwy',
      signOutTitle: 'Wylogować i utracić wersje robocze?',
      signOutWarning: 'Niewysłane wersje robocze na tym urządzeniu: {{count}}. Wylogowanie je usunie.',
      signOutStay: 'Pozostań zalogowany',
      signOutAnyway: 'Wyloguj mimo to',
      conflictTitle: 'Projekt został zapisany, gdy byłeś offline',
      conflictIntro:
        'Ten projekt zapisano na tym urządzeniu ({{kept}}); w międzyczasie zapisano go gdzie indziej ({{saved}}). Twoja wersja nie została jeszcze wysłana.',
      choice:
        'Możesz zachować swoją wersję jako kopię, przyjąć zapisaną wersję lub połączyć obie pole po polu: żadne pole nie zostało zmienione po obu stronach.',
      choiceCollides:
        'Niektóre pola zmieniono po obu stronach, więc połączenie nie jest możliwe: zachowaj swoją wersję jako kopię lub przyjmij zapisaną wersję.',
      asCopy: 'Zachowaj moją wersję jako kopię',
      copied: 'Twoja wersja jest teraz osobnym projektem ({{copy}}). Projekt {{stored}} pozostaje taki, jak zapisano go gdzie indziej.',
      openStored: 'Otwórz zapisaną wersję',
      takeServer: 'Przyjmij wersję z serwera',
      merge: 'Połącz',
      mine: 'Na tym urządzeniu',
      theirs: 'Zapisano na serwerze',
      totalChanged: 'wysłano. Przy dzisiejszych cenach suma (netto) zmienia się: {{from}} → {{to}}',
    },
  },
  loading: {
    text: 'Ładowanie …',
    operationCode: 'Operacja {{code}}',
    slow: 'Trwa to dłużej niż zwykle.',
    report: 'Zgłoś problem do działu wsparcia',
    reportSending: 'Wysyłanie zgłoszenia …',
    reportSent: 'Dziękujemy! Nasz dział wsparcia otrzymał zgłoszenie (zgłoszenie {{id}}).',
    reportFailed: 'Nie udało się wysłać zgłoszenia: {{reason}}',
    failed: 'Ładowanie nie powiodło się',
    retry: 'Spróbuj ponownie',
  },
  error: {
    title: 'Wystąpił błąd',
    description:
      'Nie udało się wyświetlić strony. Odśwież stronę. Jeśli problem będzie się powtarzał, skontaktuj się z naszym działem wsparcia i podaj kod operacji.',
    reload: 'Odśwież stronę',
    identityProviderUnavailable: 'Usługa logowania jest niedostępna. Spróbuj ponownie później.',
    noTokenSource: 'No token source available!',
    signInFailed: 'Logowanie nie powiodło się.',
    signInAgain: 'Zaloguj się ponownie',
    pdf: {
      unavailable:
        'Drukowanie PDF nie jest skonfigurowane na tym serwerze (brak Chromium). Plik Excel jest dostępny; skontaktuj się z operatorem.',
    },
    database: {
      unavailable: 'Serwer nie może teraz połączyć się ze swoją bazą danych. Spróbuj ponownie za kilka sekund.',
    },
    api: {
      fetch: 'Serwer jest nieosiągalny. Sprawdź połączenie z internetem.',
      status: 'Serwer odrzucił żądanie ({{status}}).',
      syntax: 'Serwer wysłał nieczytelną odpowiedź.',
      validation: 'Odpowiedź serwera ma nieoczekiwany format.',
      internal: 'Wystąpił błąd wewnętrzny.',
    },
  },
  account: {
    title: 'Konto nie zostało jeszcze aktywowane',
    message: {
      notActivated:
        'Twoje konto nie zostało jeszcze aktywowane. Skontaktuj się z naszym działem obsługi klienta, abyśmy mogli aktywować konto dla Twojej firmy.',
    },
  },
  footer: {
    contact: 'Kontakt',
    terms: 'OWH',
    imprint: 'Nota prawna',
    dataProtection: 'Ochrona danych',
    cookieConsent: 'Ustawienia plików cookie',
    cookies: {
      title: 'Pliki cookie i pamięć przeglądarki',
      intro: 'Planer zapisuje tylko to, czego potrzebuje do działania:',
      signIn: 'Logowanie: pliki cookie usługi logowania, które utrzymują zalogowanie; wygasają z końcem sesji lub po wylogowaniu.',
      session: 'Sesja: dane dostępowe w pamięci sesji tej karty; są usuwane po zamknięciu karty.',
      preferences: 'Wybrany język i waluta: w pamięci tej przeglądarki przez 7 dni.',
      nothingToChoose: 'Nie ma plików cookie do statystyk, reklamy ani podmiotów trzecich, dlatego nie ma tu nic do wyboru.',
      close: 'Zamknij',
    },
    contactCorner: 'Pytania dotyczące planowania? Chętnie pomożemy.',
    mailTo: 'Napisz na {{address}}',
    callTo: 'Zadzwoń: {{number}}',
    legalLinks: 'Informacje prawne',
  },
  terms: {
    title: 'Informacje prawne',
    close: 'Zamknij',
    tabs: {
      terms: 'Ogólne warunki handlowe',
      imprint: 'Nota prawna',
      dataProtection: 'Polityka prywatności',
    },
    columns: {
      company: 'Firma',
      country: 'Kraj',
      documents: 'Dokumenty',
    },
    country: {
      de: 'Niemcy',
      at: 'Austria',
      int: 'Międzynarodowa',
    },
    documentType: {
      TERMS_OF_SERVICE: 'Ogólne warunki handlowe',
      INSTALLATION_CONDITIONS: 'Warunki montażu',
      SALE_AND_DELIVERY_CONDITIONS: 'Warunki sprzedaży i dostawy',
    },
    linkLabel: '{{type}} ({{language}})',
    otherLanguageHint: 'Ten dokument jest dostępny w języku: {{language}}.',
    empty: 'Obecnie nie ma żadnych dokumentów.',
    loadFailed: 'Nie udało się załadować dokumentów.',
  },
  imprint: {
    country: 'Niemcy',
    registerCourtName: 'Sąd Rejonowy w Hamburgu ({{court}})',
    sampleValue: '{{value}} (przykład)',
    responsiblePerson: '{{name}}, adres jak wyżej',
    title: 'Nota prawna',
    provider: 'Usługodawca',
    representedBy: 'Reprezentowany przez członków zarządu',
    register: 'Rejestr handlowy',
    registerCourt: 'Sąd rejestrowy',
    registerNumber: 'Numer rejestrowy',
    vatId: 'Numer identyfikacyjny VAT',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-mail',
    responsible: 'Odpowiedzialny za treść',
    disputeResolution: 'Rozstrzyganie sporów',
    disputeResolutionText:
      'Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu przed konsumenckim sądem polubownym. Oferta jest skierowana wyłącznie do przedsiębiorców.',
    sample:
      'Dane przykładowe: ta nota prawna jest symbolem zastępczym i przed uruchomieniem zostanie zastąpiona wiążącymi danymi usługodawcy.',
  },
  dataProtection: {
    title: 'Polityka prywatności',
    sample:
      'Tekst przykładowy: ta polityka prywatności jest symbolem zastępczym i przed uruchomieniem zostanie zastąpiona wiążącą wersją usługodawcy.',
    controllerTitle: '1. Administrator',
    controllerText: 'Administratorem danych osobowych przetwarzanych w tym narzędziu do planowania jest firma wskazana w nocie prawnej.',
    dataTitle: '2. Jakie dane przetwarzamy',
    dataText:
      'Przetwarzamy dane Twojego konta użytkownika (imię i nazwisko, adres e-mail, firma, kraj) oraz dane projektów wprowadzone i zapisane w kalkulatorze, w tym przesłane dokumenty.',
    purposeTitle: '3. Cel i podstawa prawna',
    purposeText:
      'Przetwarzanie służy planowaniu i kalkulacji instalacji wentylacyjnych i oddymiających oraz obsłudze Twoich zapytań, ofert i zamówień (art. 6 ust. 1 lit. b RODO).',
    storageTitle: '4. Przechowywanie w przeglądarce',
    storageText:
      'Wybrany język i waluta są przez ograniczony czas przechowywane w pamięci lokalnej przeglądarki. Na potrzeby logowania zapisywane są technicznie niezbędne dane sesji.',
    rightsTitle: '5. Twoje prawa',
    rightsText:
      'Przysługuje Ci prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz prawo sprzeciwu. Skorzystaj z danych kontaktowych podanych w nocie prawnej.',
  },
  projectExplorer: {
    title: 'Projekty',
    newProject: 'Nowy projekt',
    search: 'Szukaj numeru projektu',
    searchPlaceholder: 'np. C20261121-3',
    view: 'Widok',
    views: { all: 'Wszystkie', own: 'Własne', own_company: 'Firma' },
    columns: {
      id: 'Numer projektu',
      name: 'Nazwa projektu',
      state: 'Status',
      createdAt: 'Utworzono',
      createdBy: 'Utworzył(a)',
      company: 'Firma',
      actions: 'Akcje',
    },
    actions: {
      edit: 'Edytuj',
      editProject: 'Edytuj projekt {{id}}',
      template: 'Użyj jako szablonu',
      templateProject: 'Użyj projektu {{id}} jako szablonu',
      delete: 'Usuń',
      deleteProject: 'Usuń projekt {{id}}',
      deleteNotAllowed: 'Projektów, nad którymi pracuje dostawca, nie można usunąć.',
    },
    delete: {
      title: 'Usunąć projekt?',
      question: 'Czy na pewno chcesz usunąć projekt {{id}} „{{name}}”?',
      confirm: 'Usuń',
      done: 'Projekt {{id}} został usunięty.',
      failed: 'Nie udało się usunąć projektu {{id}}: {{reason}}',
    },
    unnamed: '(bez nazwy)',
    noProjects: 'Nie ma jeszcze projektów. Zacznij od „Nowy projekt”.',
    noMatches: 'Nie znaleziono projektów dla „{{query}}”.',
    noMoreProjects: 'Brak kolejnych projektów.',
    loadMore: 'Wczytaj więcej projektów',
  },
  /** The state names, one catalogue for the app, the documents and the mails (labels/project-state-labels.ts). */
  projectState: labelsIn(PROJECT_STATE_LABELS, 'pl'),
  simulator: {
    title: 'Symulator',
    frameTitle: 'Symulator oddymiania szybu windowego',
    openSeparately: 'Otwórz w nowym oknie',
    unreachable: 'Serwer symulatora {{host}} nie odpowiada. Spróbuj ponownie za kilka minut.',
    retry: 'Spróbuj ponownie',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    text: 'Wywołany adres nie istnieje. Link mógł zostać błędnie wpisany lub strona została przeniesiona.',
    home: 'Przejdź do przeglądu projektów',
  },
};
