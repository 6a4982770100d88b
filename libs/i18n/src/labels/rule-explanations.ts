import type { TranslatedLanguage } from '../languages.js';
import { labelsIn, type Label } from './label.js';

/**
 * The "Why?" explanations of the lift-shaft rule set (rules/lift-shaft), one per rule id with its
 * German, English and Polish text side by side, so adding a rule's explanation is this one entry
 * (docs/calculator.md). For planners: what the rule decides and why, with the figures of
 * docs/domain.md in each language's number format. Keyed by `ruleExplanationId`
 * (libs/i18n/src/rule-explanations.ts), which escapes `.`, `:` and `%` in rule ids; the current ids
 * contain none, so the keys are the ids as they are. A rule without an entry shows its rule-set
 * description instead (rule-explanations.spec.ts keeps these in step with the rule set).
 */
export const RULE_EXPLANATIONS = {
  // Stage options
  'has-machine-room': {
    de: 'Ein Maschinenraum liegt vor, wenn er oben oder unten angegeben ist; das wirkt sich auf Leitungslängen, Repeater, Raucherkennung und Kabel aus.',
    en: 'There is a machine room when it is given as top or bottom; this affects line lengths, repeaters, smoke detection and cables.',
    pl: 'Maszynownia występuje, gdy podano ją u góry lub u dołu; wpływa to na długości przewodów, wzmacniacze, detekcję dymu i kable.',
  },
  'lift-area-percentages-by-country': {
    de: 'Welcher Anteil der Schachtgrundfläche als Lüftungsfläche wählbar ist, hängt vom Land ab: in Deutschland 2,5 %, in Österreich 2,5 % oder 1,0 %, in anderen Ländern nur die manuelle Eingabe.',
    en: 'Which share of the shaft floor area can be chosen as ventilation area depends on the country: 2.5 % in Germany, 2.5 % or 1.0 % in Austria, manual entry only elsewhere.',
    pl: 'To, jaki udział przekroju szybu można wybrać jako powierzchnię wentylacji, zależy od kraju: w Niemczech 2,5 %, w Austrii 2,5 % lub 1,0 %, w pozostałych krajach tylko wprowadzenie ręczne.',
  },
  'lift-area-manual-if-modernized': {
    de: 'Bei Modernisierungen in Deutschland und Österreich kann die Lüftungsfläche zusätzlich manuell eingegeben werden, etwa nach der vorhandenen Öffnung.',
    en: 'For modernizations in Germany and Austria the ventilation area can also be entered manually, for example from the existing opening.',
    pl: 'Przy modernizacjach w Niemczech i Austrii powierzchnię wentylacji można też wprowadzić ręcznie, np. według istniejącego otworu.',
  },
  'chosen-lift-area-percentage': {
    de: 'Ist der gewählte Anteil der Lüftungsfläche für Land und Projektart nicht zulässig, wird der erste zulässige Anteil verwendet.',
    en: 'If the chosen share of the ventilation area is not allowed for the country and project type, the first allowed share is used.',
    pl: 'Jeśli wybrany udział powierzchni wentylacji nie jest dozwolony dla kraju i rodzaju projektu, stosowany jest pierwszy dozwolony.',
  },
  'lift-area-percent': {
    de: 'Der gewählte Anteil legt den Prozentsatz der Schachtgrundfläche fest (2,5 % oder 1,0 %); bei manueller Eingabe gilt die eingegebene Lüftungsfläche.',
    en: 'The chosen share sets the percentage of the shaft floor area (2.5 % or 1.0 %); with manual entry the entered ventilation area applies.',
    pl: 'Wybrany udział określa procent przekroju szybu (2,5 % lub 1,0 %); przy wprowadzeniu ręcznym obowiązuje wpisana powierzchnia wentylacji.',
  },
  'shaft-floor-area': {
    de: 'Die Schachtgrundfläche ist Schachtbreite mal Schachttiefe in mm²; fehlt eines der beiden Maße, kann sie nicht berechnet werden.',
    en: 'The shaft floor area is shaft width times shaft depth in mm²; without both dimensions it cannot be calculated.',
    pl: 'Przekrój szybu to szerokość szybu razy głębokość szybu w mm²; bez obu wymiarów nie można go obliczyć.',
  },
  'minimum-lift-area': {
    de: 'Die Mindest-Lüftungsfläche ist die Schachtgrundfläche mal dem Prozentsatz, aufgerundet, mindestens aber 100.000 mm² (z. B. 1.600 × 2.600 mm bei 2,5 % = 104.000 mm²).',
    en: 'The minimum ventilation area is the shaft floor area times the percentage, rounded up, but at least 100,000 mm² (e.g. 1,600 × 2,600 mm at 2.5 % = 104,000 mm²).',
    pl: 'Minimalna powierzchnia wentylacji to przekrój szybu razy procent, zaokrąglony w górę, ale co najmniej 100 000 mm² (np. 1600 × 2600 mm przy 2,5 % = 104 000 mm²).',
  },
  'total-lift-area': {
    de: 'Die erforderliche Lüftungsfläche ist bei manueller Eingabe der eingegebene Wert, sonst die berechnete Mindest-Lüftungsfläche.',
    en: 'The required ventilation area is the entered value with manual entry, otherwise the calculated minimum ventilation area.',
    pl: 'Wymagana powierzchnia wentylacji to przy wprowadzeniu ręcznym wpisana wartość, w przeciwnym razie obliczona minimalna powierzchnia wentylacji.',
  },
  ready: {
    de: 'Erst wenn eine erforderliche Lüftungsfläche über 0 mm² feststeht, bestimmt der Kalkulator Komponenten und Kosten; sonst wird alles zurückgesetzt.',
    en: 'Only once a required ventilation area above 0 mm² is known does the calculator determine components and costs; otherwise everything is reset.',
    pl: 'Dopiero gdy znana jest wymagana powierzchnia wentylacji większa niż 0 mm², kalkulator dobiera komponenty i koszty; w przeciwnym razie wszystko jest resetowane.',
  },
  'aio-basic-availability': {
    de: 'Das System AIO-Basic ist nicht möglich, wenn der Verschluss (NRWG) bauseits gestellt wird, Niedrigenergiestandard oder ein geräuscharmer Antrieb gefordert ist, mehr als 2 Aufzüge im Schacht sind oder ein zusätzlicher Rauchmelder gewünscht ist.',
    en: 'The AIO-Basic system is not possible if the closure (NRWG) is supplied on site, low-energy standard or a low-noise drive is required, there are more than 2 lifts in the shaft or an additional smoke detector is wanted.',
    pl: 'System AIO-Basic nie jest możliwy, gdy zamknięcie (NRWG) dostarcza inwestor, wymagany jest standard niskoenergetyczny lub cichy napęd, w szybie jest więcej niż 2 dźwigi albo potrzebna jest dodatkowa czujka dymu.',
  },
  'aio-basic-excluded-by': {
    de: 'Ermittelt die erste Angabe, die AIO-Basic ausschließt, damit der Hinweis „Ausgeschlossen durch …“ sie nennen kann.',
    en: 'Finds the first input that rules out AIO-Basic so that the hint "Excluded by …" can name it.',
    pl: 'Ustala pierwszą daną wykluczającą AIO-Basic, aby wskazówka „Wykluczone przez …” mogła ją wymienić.',
  },
  'aio-sets-allowed': {
    de: 'AIO-Basic-Sets werden nur angeboten, wenn Lüftungsfläche, Einbaulage und Schachthöhe angegeben sind, kein Rauchmelder in der Hauptebene gewünscht ist und AIO-Basic möglich ist.',
    en: 'AIO-Basic sets are offered only when ventilation area, installation position and shaft height are given, no main-level smoke detector is wanted and AIO-Basic is possible.',
    pl: 'Zestawy AIO Basic są oferowane tylko wtedy, gdy podano powierzchnię wentylacji, pozycję montażu i wysokość szybu, nie jest potrzebna czujka dymu na poziomie głównym, a AIO-Basic jest możliwy.',
  },
  'aio-line-length-reduction': {
    de: 'Mit Maschinenraum verringern sich die zulässigen Schachthöhen der AIO-Basic-Sets um 12.000 mm, weil die Leitung bis in den Maschinenraum reichen muss.',
    en: 'With a machine room the shaft heights allowed for the AIO-Basic sets drop by 12,000 mm because the line must reach the machine room.',
    pl: 'Przy maszynowni dopuszczalne wysokości szybu dla zestawów AIO Basic zmniejszają się o 12 000 mm, bo przewód musi sięgać do maszynowni.',
  },
  'aio-set-aio-basic-pd-12': {
    de: 'Das Set AIO-BASIC-PD-12 mit Punktmeldern passt zu Schachthöhen bis 12.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
    en: 'The AIO-BASIC-PD-12 set with point detectors fits shaft heights up to 12,000 mm; with a machine room the limits move down by 12,000 mm.',
    pl: 'Zestaw AIO-BASIC-PD-12 z czujkami punktowymi pasuje do wysokości szybu do 12 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  },
  'aio-set-aio-basic-pd-24': {
    de: 'Das Set AIO-BASIC-PD-24 mit Punktmeldern passt zu Schachthöhen über 12.000 mm bis 24.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
    en: 'The AIO-BASIC-PD-24 set with point detectors fits shaft heights above 12,000 mm up to 24,000 mm; with a machine room the limits move down by 12,000 mm.',
    pl: 'Zestaw AIO-BASIC-PD-24 z czujkami punktowymi pasuje do wysokości szybu powyżej 12 000 mm do 24 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  },
  'aio-set-aio-basic-pd-36': {
    de: 'Das Set AIO-BASIC-PD-36 mit Punktmeldern passt zu Schachthöhen über 24.000 mm bis 36.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
    en: 'The AIO-BASIC-PD-36 set with point detectors fits shaft heights above 24,000 mm up to 36,000 mm; with a machine room the limits move down by 12,000 mm.',
    pl: 'Zestaw AIO-BASIC-PD-36 z czujkami punktowymi pasuje do wysokości szybu powyżej 24 000 mm do 36 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  },
  'aio-set-aio-basic-pd-48': {
    de: 'Das Set AIO-BASIC-PD-48 mit Punktmeldern passt zu Schachthöhen über 36.000 mm bis 48.000 mm; mit Maschinenraum verschieben sich die Grenzen um 12.000 mm nach unten.',
    en: 'The AIO-BASIC-PD-48 set with point detectors fits shaft heights above 36,000 mm up to 48,000 mm; with a machine room the limits move down by 12,000 mm.',
    pl: 'Zestaw AIO-BASIC-PD-48 z czujkami punktowymi pasuje do wysokości szybu powyżej 36 000 mm do 48 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  },
  'aio-set-aio-basic-sd-l-f1-50': {
    de: 'Das Set AIO-BASIC-SD-L-F1-50 mit Linienmelder SD-L-F1 passt zu Schachthöhen bis 50.000 mm und wird mit Maschinenraum nicht angeboten, weil AIO-Basic dort nur Punktmelder zulässt.',
    en: 'The AIO-BASIC-SD-L-F1-50 set with the SD-L-F1 line detector fits shaft heights up to 50,000 mm and is not offered with a machine room, where AIO-Basic allows point detectors only.',
    pl: 'Zestaw AIO-BASIC-SD-L-F1-50 z czujką liniową SD-L-F1 pasuje do wysokości szybu do 50 000 mm i nie jest oferowany przy maszynowni, gdzie AIO-Basic dopuszcza tylko czujki punktowe.',
  },
  'aio-set-aio-basic-sd-l-f1-100': {
    de: 'Das Set AIO-BASIC-SD-L-F1-100 mit Linienmelder SD-L-F1 passt zu Schachthöhen über 50.000 mm bis 100.000 mm und wird mit Maschinenraum nicht angeboten, weil AIO-Basic dort nur Punktmelder zulässt.',
    en: 'The AIO-BASIC-SD-L-F1-100 set with the SD-L-F1 line detector fits shaft heights above 50,000 mm up to 100,000 mm and is not offered with a machine room, where AIO-Basic allows point detectors only.',
    pl: 'Zestaw AIO-BASIC-SD-L-F1-100 z czujką liniową SD-L-F1 pasuje do wysokości szybu powyżej 50 000 mm do 100 000 mm i nie jest oferowany przy maszynowni, gdzie AIO-Basic dopuszcza tylko czujki punktowe.',
  },
  'chosen-aio-set': {
    de: 'Ein gewähltes AIO-Basic-Set, das mit den aktuellen Angaben nicht mehr angeboten wird, wird abgewählt.',
    en: 'A chosen AIO-Basic set that is no longer offered with the current inputs is deselected.',
    pl: 'Wybrany zestaw AIO Basic, który przy obecnych danych nie jest już oferowany, zostaje odznaczony.',
  },
  flow: {
    de: 'Mit einem AIO-Basic-Set folgt der Kalkulator dem Ablauf für Komplettsets und überspringt Schritte, ohne Set dem Standardablauf.',
    en: 'With an AIO-Basic set the calculator follows the complete-set flow and skips steps; without a set it follows the standard flow.',
    pl: 'Z zestawem AIO Basic kalkulator prowadzi ścieżką zestawu kompletnego i pomija kroki, bez zestawu ścieżką standardową.',
  },
  'system-l-aio': {
    de: 'Das System L-AIO mit der Steuerzentrale BK-AIO ist immer verfügbar und wird zuerst angeboten.',
    en: 'The L-AIO system with the BK-AIO control panel is always available and offered first.',
    pl: 'System L-AIO z centralą sterującą BK-AIO jest zawsze dostępny i oferowany jako pierwszy.',
  },
  'system-aio-basic': {
    de: 'Das System AIO-Basic wird angeboten, solange keine Angabe es ausschließt.',
    en: 'The AIO-Basic system is offered as long as no input rules it out.',
    pl: 'System AIO-Basic jest oferowany, dopóki żadna dana go nie wyklucza.',
  },
  'chosen-system': {
    de: 'Mit einem AIO-Basic-Set gilt das System AIO-Basic; ist das gewählte System nicht verfügbar, wird das erste verfügbare verwendet.',
    en: 'With an AIO-Basic set the system is AIO-Basic; if the chosen system is not available, the first available one is used.',
    pl: 'Z zestawem AIO Basic obowiązuje system AIO-Basic; jeśli wybrany system nie jest dostępny, stosowany jest pierwszy dostępny.',
  },
  'remaining-lst-line-length': {
    de: 'Die Leitung der Aufzugszustandserkennung reicht 70.000 mm (mit Maschinenraum 65.000 mm); die Schachthöhe darüber hinaus muss mit Repeatern überbrückt werden.',
    en: 'The lift status detection line reaches 70,000 mm (65,000 mm with a machine room); shaft height beyond that must be bridged with repeaters.',
    pl: 'Przewód wykrywania stanu dźwigu sięga 70 000 mm (przy maszynowni 65 000 mm); wysokość szybu ponad tę wartość trzeba pokonać wzmacniaczami.',
  },
  'repeater-count': {
    de: 'Je angefangene 36.000 mm Restlänge wird ein LST-Repeater benötigt, mit Maschinenraum ein weiterer für die Leitung dorthin.',
    en: 'One LST repeater is needed per started 36,000 mm of remaining length, plus one for the line to a machine room.',
    pl: 'Na każde rozpoczęte 36 000 mm pozostałej długości potrzebny jest wzmacniacz LST, a przy maszynowni jeszcze jeden dla przewodu do niej.',
  },
  'smoke-detection-by-height': {
    de: 'Welche Raucherkennung angeboten wird, hängt von der Schachthöhe ab: bis 12.000 mm zuerst Punktmelder, bis 75.000 mm zuerst Linienmelder SD-L-F1, darüber ohne Ansaugrauchmelder RAS.',
    en: 'The smoke detection offered depends on the shaft height: up to 12,000 mm point detectors first, up to 75,000 mm the SD-L-F1 line detector first, above that without the RAS aspirating smoke detector.',
    pl: 'Oferowana detekcja dymu zależy od wysokości szybu: do 12 000 mm najpierw czujki punktowe, do 75 000 mm najpierw czujka liniowa SD-L-F1, powyżej bez zasysającej czujki dymu RAS.',
  },
  'smoke-none-not-in-germany': {
    de: 'In Deutschland ist eine Raucherkennung vorgeschrieben, daher wird „Keine“ dort nicht angeboten.',
    en: 'Smoke detection is mandatory in Germany, so "None" is not offered there.',
    pl: 'W Niemczech detekcja dymu jest obowiązkowa, dlatego opcja „Brak” nie jest tam oferowana.',
  },
  'smoke-none-needs-integration-or-reduced-area': {
    de: 'Ohne Raucherkennung geht es nur mit Anbindung an Brandmelde- oder Gebäudeleittechnik oder bei einer Lüftungsfläche von 1,0 % bzw. manueller Eingabe.',
    en: 'No smoke detection is possible only with a connection to a fire alarm or building management system, or with a ventilation area of 1.0 % or manual entry.',
    pl: 'Rezygnacja z detekcji dymu jest możliwa tylko przy połączeniu z systemem sygnalizacji pożaru lub BMS albo przy powierzchni wentylacji 1,0 % lub wprowadzonej ręcznie.',
  },
  'point-detector-at-most-two-lifts': {
    de: 'Punktmelder sind nur bei höchstens 2 Aufzügen pro Schacht möglich und entfallen bei mehr Aufzügen.',
    en: 'Point detectors are possible only with at most 2 lifts per shaft and are removed with more lifts.',
    pl: 'Czujki punktowe są możliwe tylko przy najwyżej 2 dźwigach w szybie i odpadają przy większej liczbie.',
  },
  'sdlf1-height-range': {
    de: 'Der Linienmelder SD-L-F1 ist nur bei einer Schachthöhe über 8.000 mm bis einschließlich 120.000 mm möglich.',
    en: 'The SD-L-F1 line detector is possible only with a shaft height above 8,000 mm up to and including 120,000 mm.',
    pl: 'Czujka liniowa SD-L-F1 jest możliwa tylko przy wysokości szybu powyżej 8000 mm do 120 000 mm włącznie.',
  },
  'machine-room-aio-basic-point-detector-only': {
    de: 'Mit Maschinenraum lässt AIO-Basic als Raucherkennung nur Punktmelder zu.',
    en: 'With a machine room AIO-Basic allows only point detectors for smoke detection.',
    pl: 'Przy maszynowni AIO-Basic dopuszcza jako detekcję dymu tylko czujki punktowe.',
  },
  'chosen-smoke-detection': {
    de: 'Ist die gewählte Raucherkennung nicht möglich, wird die erste mögliche verwendet; bleibt nur eine übrig, ist sie fest vorgegeben.',
    en: 'If the chosen smoke detection is not possible, the first possible one is used; if only one remains, it is fixed.',
    pl: 'Jeśli wybrana detekcja dymu nie jest możliwa, stosowana jest pierwsza możliwa; jeśli zostaje tylko jedna, jest ona narzucona.',
  },
  'aio-set-forces-point-detector': {
    de: 'Ein AIO-Basic-Set mit „PD“ im Namen enthält Punktmelder und legt die Raucherkennung darauf fest.',
    en: 'An AIO-Basic set with "PD" in its name contains point detectors and fixes the smoke detection to them.',
    pl: 'Zestaw AIO Basic z „PD” w nazwie zawiera czujki punktowe i ustala na nie detekcję dymu.',
  },
  'aio-set-forces-sdlf1': {
    de: 'Ein AIO-Basic-Set mit „SD-L-F1“ im Namen enthält den Linienmelder SD-L-F1 und legt die Raucherkennung darauf fest.',
    en: 'An AIO-Basic set with "SD-L-F1" in its name contains the SD-L-F1 line detector and fixes the smoke detection to it.',
    pl: 'Zestaw AIO Basic z „SD-L-F1” w nazwie zawiera czujkę liniową SD-L-F1 i ustala na nią detekcję dymu.',
  },
  'lift-status-options': {
    de: 'Zur Aufzugszustandserkennung stehen LST-CO2-V3 und der Störmeldekontakt zur Wahl.',
    en: 'For lift status detection you can choose LST-CO2-V3 or the fault alarm contact.',
    pl: 'Do wykrywania stanu dźwigu można wybrać LST-CO2-V3 lub styk sygnalizacji awarii.',
  },
  'lst-not-with-repeaters-on-aio-basic': {
    de: 'Mit AIO-Basic ist LST-CO2-V3 nicht möglich, sobald der Schacht einen Repeater braucht.',
    en: 'With AIO-Basic, LST-CO2-V3 is not possible as soon as the shaft needs a repeater.',
    pl: 'Przy AIO-Basic LST-CO2-V3 nie jest możliwy, gdy szyb wymaga wzmacniacza.',
  },
  'chosen-lift-status': {
    de: 'Ist die gewählte Aufzugszustandserkennung nicht möglich, wird die erste mögliche verwendet.',
    en: 'If the chosen lift status detection is not possible, the first possible one is used.',
    pl: 'Jeśli wybrane wykrywanie stanu dźwigu nie jest możliwe, stosowane jest pierwsze możliwe.',
  },
  'montage-included': {
    de: 'Montage durch den Anbieter ist nur für Projekte in Deutschland möglich.',
    en: 'Installation by the provider is possible only for projects in Germany.',
    pl: 'Montaż przez dostawcę jest możliwy tylko dla projektów w Niemczech.',
  },
  'montage-location': {
    de: 'Ohne eigene Angabe gilt die Postleitzahl des Gebäudes als Montageort; außerhalb Deutschlands entfällt der Montageort.',
    en: "Without an entry of its own, the building's postal code is used as installation site; outside Germany there is no installation site.",
    pl: 'Bez osobnego wpisu miejscem montażu jest kod pocztowy budynku; poza Niemcami miejsce montażu odpada.',
  },
  'component-quantity-reset-triggers': {
    de: 'Ändern sich AIO-Basic-Set, Einbaulage, bauseitiger Verschluss, Projektart, System, Wetterschutz, geräuscharmer Antrieb oder Niedrigenergiestandard, werden die Mengen der Lüftungskomponenten zurückgesetzt.',
    en: 'When the AIO-Basic set, installation position, on-site closure, project type, system, weather protection, low-noise drive or low-energy standard change, the ventilation component quantities are reset.',
    pl: 'Zmiana zestawu AIO Basic, pozycji montażu, zamknięcia dostarczanego przez inwestora, rodzaju projektu, systemu, ochrony przed warunkami atmosferycznymi, cichego napędu lub standardu niskoenergetycznego resetuje ilości komponentów wentylacji.',
  },
  'message-more-than-two-lifts': {
    de: 'Warnt, dass mehr als 2 Aufzüge pro Schacht nur mit einer Sonderkonfiguration nach Rücksprache mit dem Anbieter möglich sind.',
    en: 'Warns that more than 2 lifts per shaft are possible only with a special configuration agreed with the provider.',
    pl: 'Ostrzega, że więcej niż 2 dźwigi w szybie są możliwe tylko w konfiguracji specjalnej uzgodnionej z dostawcą.',
  },
  'message-point-detector-lifts': {
    de: 'Warnt, wenn Punktmelder gewählt sind, obwohl mehr als 2 Aufzüge im Schacht sind.',
    en: 'Warns when point detectors are chosen although there are more than 2 lifts in the shaft.',
    pl: 'Ostrzega, gdy wybrano czujki punktowe, choć w szybie są więcej niż 2 dźwigi.',
  },
  'message-sdlf1-height': {
    de: 'Warnt, wenn der Linienmelder SD-L-F1 gewählt ist, die Schachthöhe aber nicht über 8.000 mm bis 120.000 mm liegt.',
    en: 'Warns when the SD-L-F1 line detector is chosen but the shaft height is not above 8,000 mm up to 120,000 mm.',
    pl: 'Ostrzega, gdy wybrano czujkę liniową SD-L-F1, a wysokość szybu nie mieści się w zakresie powyżej 8000 mm do 120 000 mm.',
  },
  'hint-excluded-by': {
    de: 'Nennt die Angabe, die AIO-Basic ausschließt, und weist darauf hin, dass diese Optionen nur mit der Steuerzentrale BK-AIO möglich sind.',
    en: 'Names the input that rules out AIO-Basic and points out that these options are possible only with the BK-AIO control panel.',
    pl: 'Wskazuje daną, która wyklucza AIO-Basic, i informuje, że te opcje są możliwe tylko z centralą sterującą BK-AIO.',
  },
  'message-lift-area-percentage-reset': {
    de: 'Meldet, wenn der gewählte Anteil der Lüftungsfläche nicht verfügbar war und ersetzt wurde.',
    en: 'Tells you when the chosen share of the ventilation area was not available and was replaced.',
    pl: 'Informuje, gdy wybrany udział powierzchni wentylacji był niedostępny i został zastąpiony.',
  },
  'message-system-reset': {
    de: 'Meldet, wenn das gewählte System nicht verfügbar war und ersetzt wurde.',
    en: 'Tells you when the chosen system was not available and was replaced.',
    pl: 'Informuje, gdy wybrany system był niedostępny i został zastąpiony.',
  },
  'message-smoke-detection-reset': {
    de: 'Meldet, wenn die gewählte Raucherkennung nicht möglich war und ersetzt wurde.',
    en: 'Tells you when the chosen smoke detection was not possible and was replaced.',
    pl: 'Informuje, gdy wybrana detekcja dymu nie była możliwa i została zastąpiona.',
  },
  'message-lift-status-reset': {
    de: 'Meldet, wenn die gewählte Aufzugszustandserkennung nicht möglich war und ersetzt wurde.',
    en: 'Tells you when the chosen lift status detection was not possible and was replaced.',
    pl: 'Informuje, gdy wybrane wykrywanie stanu dźwigu nie było możliwe i zostało zastąpione.',
  },
  'message-aio-set-not-available': {
    de: 'Meldet, wenn das gewählte AIO-Basic-Set mit den aktuellen Angaben nicht verfügbar ist und daher nicht berücksichtigt wird.',
    en: 'Tells you when the chosen AIO-Basic set is not available with the current inputs and is therefore not included.',
    pl: 'Informuje, gdy wybrany zestaw AIO Basic jest niedostępny przy obecnych danych i dlatego nie jest uwzględniany.',
  },
  'message-montage-only-in-germany': {
    de: 'Meldet, dass Montage außerhalb Deutschlands nicht möglich ist und daher nicht berücksichtigt wird.',
    en: 'Tells you that installation is not possible outside Germany and is therefore not included.',
    pl: 'Informuje, że montaż poza Niemcami nie jest możliwy i dlatego nie jest uwzględniany.',
  },
  'hint-fire-alarm-consultation': {
    de: 'Bei Anbindung an Brandmelde- oder Gebäudeleittechnik ist eine Abstimmung mit dem Anbieter erforderlich.',
    en: 'A connection to a fire alarm or building management system needs to be agreed with the provider.',
    pl: 'Połączenie z systemem sygnalizacji pożaru lub BMS wymaga uzgodnienia z dostawcą.',
  },
  'hint-nshev-wind-independent': {
    de: 'Ein bauseits gestelltes NRWG/NSHEV muss windunabhängig sein und einen 24-V-Antrieb haben.',
    en: 'An NRWG/NSHEV supplied on site must be wind-independent and have a 24 V drive.',
    pl: 'Dostarczane przez inwestora NRWG/NSHEV musi działać niezależnie od wiatru i mieć napęd 24 V.',
  },
  // Stage ventilation
  'flap-group': {
    de: 'Bei Modernisierungen werden Lüftungsklappen der Baureihe JK-190 verwendet, sonst JK-180-HV.',
    en: 'Modernizations use ventilation flaps of the JK-190 series, other projects JK-180-HV.',
    pl: 'Przy modernizacjach stosowane są klapy wentylacyjne serii JK-190, w pozostałych projektach JK-180-HV.',
  },
  'flap-table': {
    de: 'Die Lüftungsklappen der Baureihe werden nach ihrer Lüftungsfläche geordnet, um die passende Größe zu finden.',
    en: "The series' ventilation flaps are ordered by ventilation area to find the right size.",
    pl: 'Klapy wentylacyjne serii są porządkowane według powierzchni wentylacji, aby znaleźć właściwy rozmiar.',
  },
  'single-flap': {
    de: 'Gewählt wird die kleinste Lüftungsklappe, deren Lüftungsfläche die erforderliche Lüftungsfläche abdeckt.',
    en: 'The smallest ventilation flap whose ventilation area covers the required ventilation area is chosen.',
    pl: 'Wybierana jest najmniejsza klapa wentylacyjna, której powierzchnia wentylacji pokrywa wymaganą powierzchnię.',
  },
  'flap-size-single': {
    de: 'Deckt eine einzelne Lüftungsklappe die Lüftungsfläche ab, wird genau eine Klappe dieser Größe benötigt.',
    en: 'If a single ventilation flap covers the ventilation area, exactly one flap of that size is needed.',
    pl: 'Jeśli jedna klapa wentylacyjna pokrywa powierzchnię wentylacji, potrzebna jest dokładnie jedna klapa tego rozmiaru.',
  },
  'largest-flap': {
    de: 'Deckt keine einzelne Lüftungsklappe die Lüftungsfläche ab, wird die größte Klappe der Baureihe herangezogen.',
    en: 'If no single ventilation flap covers the ventilation area, the largest flap of the series is used.',
    pl: 'Jeśli żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji, brana jest największa klapa serii.',
  },
  'flap-size-largest': {
    de: 'Deckt keine einzelne Lüftungsklappe die Lüftungsfläche ab, werden so viele der größten Klappe benötigt, bis die Fläche erreicht ist.',
    en: 'If no single ventilation flap covers the ventilation area, as many of the largest flap are needed as it takes to reach the area.',
    pl: 'Jeśli żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji, potrzeba tylu największych klap, ile trzeba do jej osiągnięcia.',
  },
  'required-area-per-component': {
    de: 'Jede Lüftungskomponente muss die gesamte Lüftungsfläche abdecken oder, wenn mehrere nötig sind, mindestens so groß wie die größte Klappe sein.',
    en: 'Each ventilation component must cover the whole ventilation area or, when several are needed, be at least as large as the largest flap.',
    pl: 'Każdy komponent wentylacji musi pokrywać całą powierzchnię wentylacji lub, gdy potrzeba kilku, być co najmniej tak duży jak największa klapa.',
  },
  'vc-closures': {
    de: 'Als Lüftungskomponenten gelten die Verschlusselemente (Lüftungsklappen und Jalousien); Wetterschutz wird getrennt angeboten.',
    en: 'Ventilation components are the closures (ventilation flaps and louvres); weather protection is offered separately.',
    pl: 'Komponentami wentylacji są elementy zamykające (klapy wentylacyjne i żaluzje); ochrona przed warunkami atmosferycznymi jest oferowana osobno.',
  },
  'vc-supplied-on-site': {
    de: 'Wird der Verschluss bauseits gestellt, werden nur Antriebe dafür angeboten (TAIRMO, S9).',
    en: 'If the closure is supplied on site, only drives for it are offered (TAIRMO, S9).',
    pl: 'Jeśli zamknięcie dostarcza inwestor, oferowane są tylko napędy do niego (TAIRMO, S9).',
  },
  'vc-not-supplied-on-site': {
    de: 'Sonst werden nur Lüftungsklappen und Jalousien angeboten, deren Lüftungsfläche die erforderliche Fläche je Komponente erreicht.',
    en: 'Otherwise only ventilation flaps and louvres whose ventilation area reaches the required area per component are offered.',
    pl: 'W przeciwnym razie oferowane są tylko klapy wentylacyjne i żaluzje, których powierzchnia wentylacji osiąga wymaganą powierzchnię na komponent.',
  },
  'vc-installation-position': {
    de: 'Angeboten werden nur Komponenten für die gewählte Einbaulage (vertikal oder horizontal).',
    en: 'Only components for the chosen installation position (vertical or horizontal) are offered.',
    pl: 'Oferowane są tylko komponenty dla wybranej pozycji montażu (pionowej lub poziomej).',
  },
  'vc-project-type': {
    de: 'Angeboten werden nur Komponenten, die für die Projektart (Neubau oder Modernisierung) geeignet sind.',
    en: 'Only components suitable for the project type (new building or modernization) are offered.',
    pl: 'Oferowane są tylko komponenty odpowiednie dla rodzaju projektu (nowy budynek lub modernizacja).',
  },
  'vc-low-energy': {
    de: 'Beim Niedrigenergiestandard werden nur gedämmte Verschlüsse angeboten.',
    en: 'With low-energy standard only insulated closures are offered.',
    pl: 'Przy standardzie niskoenergetycznym oferowane są tylko zamknięcia izolowane.',
  },
  'vc-quiet': {
    de: 'Mit geräuscharmem Antrieb werden nur geräuscharme Verschlüsse angeboten.',
    en: 'With a low-noise drive only quiet closures are offered.',
    pl: 'Przy cichym napędzie oferowane są tylko ciche zamknięcia.',
  },
  'vc-en12101-2': {
    de: 'Ist EN 12101-2 gefordert, werden nur danach geprüfte Verschlüsse angeboten.',
    en: 'If EN 12101-2 is required, only closures tested to it are offered.',
    pl: 'Jeśli wymagana jest norma EN 12101-2, oferowane są tylko zamknięcia zgodnie z nią badane.',
  },
  'vc-spring-return-aio-basic': {
    de: 'Mit AIO-Basic werden nur Verschlüsse mit Federrücklauf angeboten.',
    en: 'With AIO-Basic only spring-return closures are offered.',
    pl: 'Przy AIO-Basic oferowane są tylko zamknięcia z powrotem sprężynowym.',
  },
  'vc-weathershelter': {
    de: 'Ist Wetterschutz erforderlich, werden nur Verschlüsse angeboten, die einen Wetterschutz aufnehmen können oder ihn eingebaut haben.',
    en: 'If weather protection is required, only closures that can take weather protection or have it built in are offered.',
    pl: 'Jeśli wymagana jest ochrona przed warunkami atmosferycznymi, oferowane są tylko zamknięcia, które mogą ją przyjąć lub mają ją wbudowaną.',
  },
  'ventilation-candidates': {
    de: 'Die Lüftungskomponenten, die nach allen Filtern übrig bleiben, stehen im Schritt Lüftungskomponenten zur Auswahl.',
    en: 'The ventilation components left after all filters are the choice in the ventilation components step.',
    pl: 'Komponenty wentylacyjne pozostałe po wszystkich filtrach są do wyboru w kroku Komponenty wentylacyjne.',
  },
  'recommended-rows': {
    de: 'Die Empfehlung kommt aus der Gruppe mit der höchsten Empfehlungspriorität, darin zuerst die kleinste Breite, dann die kleinste Höhe. Hat keine passende Gruppe eine Priorität (waagerechter Einbau: nur Dachklappen), wird die Klappe mit der kleinsten Lüftungsfläche empfohlen.',
    en: 'The recommendation comes from the group with the highest recommendation priority, within it the smallest width first, then the smallest height. When no suitable group has a priority (horizontal installation: roof flaps only), the flap with the smallest ventilation area is recommended.',
    pl: 'Rekomendacja pochodzi z grupy o najwyższym priorytecie rekomendacji, w niej najpierw najmniejsza szerokość, potem najmniejsza wysokość. Gdy żadna pasująca grupa nie ma priorytetu (montaż poziomy: tylko klapy dachowe), rekomendowana jest klapa o najmniejszej powierzchni wentylacji.',
  },
  'recommended-component': {
    de: 'Die erste Komponente in dieser Reihenfolge wird empfohlen.',
    en: 'The first component in this order is recommended.',
    pl: 'Rekomendowany jest pierwszy komponent w tej kolejności.',
  },
  recommended: {
    de: 'Die empfohlene Komponente wird in der Auswahl als „Empfohlen“ markiert.',
    en: 'The recommended component is marked "Recommended" in the choice.',
    pl: 'Rekomendowany komponent jest oznaczony w wyborze jako „Zalecany”.',
  },
  'weather-protection-rows': {
    de: 'Ist Wetterschutz erforderlich und der Verschluss nicht bauseits gestellt, werden Wetterschutzkomponenten angeboten.',
    en: 'If weather protection is required and the closure is not supplied on site, weather protection components are offered.',
    pl: 'Jeśli wymagana jest ochrona przed warunkami atmosferycznymi, a zamknięcia nie dostarcza inwestor, oferowane są komponenty tej ochrony.',
  },
  'weather-protection-groups': {
    de: 'Bei vertikaler Einbaulage kommt der Wetterschutz aus der Gruppe ALAS, sonst aus den übrigen Wetterschutzgruppen.',
    en: 'With vertical installation the weather protection comes from the ALAS group, otherwise from the other weather protection groups.',
    pl: 'Przy pionowej pozycji montażu ochrona przed warunkami atmosferycznymi pochodzi z grupy ALAS, w przeciwnym razie z pozostałych grup.',
  },
  'component-quantities-reset-area': {
    de: 'Sinkt die erforderliche Lüftungsfläche, werden die Mengen der Lüftungskomponenten zurückgesetzt.',
    en: 'If the required ventilation area shrinks, the ventilation component quantities are reset.',
    pl: 'Jeśli wymagana powierzchnia wentylacji się zmniejsza, ilości komponentów wentylacji są resetowane.',
  },
  'user-closures': {
    de: 'Ihre eingegebenen Mengen gelten für Verschlüsse, die mit den aktuellen Angaben noch angeboten werden.',
    en: 'The quantities you entered apply to closures still offered with the current inputs.',
    pl: 'Wpisane przez Ciebie ilości dotyczą zamknięć, które przy obecnych danych są nadal oferowane.',
  },
  'closure-source': {
    de: 'Haben Sie Mengen eingegeben, gelten diese; sonst wird die empfohlene Komponente so oft gewählt, wie Lüftungsklappen benötigt werden.',
    en: 'If you entered quantities they apply; otherwise the recommended component is chosen as many times as ventilation flaps are needed.',
    pl: 'Jeśli wpisano ilości, obowiązują one; w przeciwnym razie rekomendowany komponent jest wybierany tyle razy, ile potrzeba klap wentylacyjnych.',
  },
  'closure-count': {
    de: 'Zählt die gewählten Verschlusselemente (Lüftungsklappen und Jalousien), nach denen sich Kabel, Montage und Wetterschutz richten.',
    en: 'Counts the chosen closures (ventilation flaps and louvres), which cables, installation and weather protection depend on.',
    pl: 'Liczy wybrane elementy zamykające (klapy wentylacyjne i żaluzje), od których zależą kable, montaż i ochrona przed warunkami atmosferycznymi.',
  },
  'weather-protection-size': {
    de: 'Der Wetterschutz richtet sich nach der Klappengröße: beim Set nach der Klappe des Sets, sonst nach dem ersten gewählten Verschluss.',
    en: "Weather protection follows the flap size: with a set the set's flap, otherwise the first chosen closure.",
    pl: 'Ochrona przed warunkami atmosferycznymi odpowiada rozmiarowi klapy: przy zestawie klapie zestawu, w przeciwnym razie pierwszemu wybranemu zamknięciu.',
  },
  'weather-protection-offered': {
    de: 'Bei einem AIO-Basic-Set wird nur der Wetterschutz in der Größe der Klappe angeboten.',
    en: "With an AIO-Basic set only the weather protection in the flap's size is offered.",
    pl: 'Przy zestawie AIO Basic oferowana jest tylko ochrona przed warunkami atmosferycznymi w rozmiarze klapy.',
  },
  'user-weather-protection': {
    de: 'Ihre eingegebenen Mengen gelten für Wetterschutzkomponenten, die mit den aktuellen Angaben noch angeboten werden.',
    en: 'The quantities you entered apply to weather protection components still offered with the current inputs.',
    pl: 'Wpisane przez Ciebie ilości dotyczą komponentów ochrony przed warunkami atmosferycznymi, które są nadal oferowane.',
  },
  'closures-need-weather-protection': {
    de: 'Ein Verschluss mit eingebautem Wetterschutz braucht keinen zusätzlichen Wetterschutz.',
    en: 'A closure with built-in weather protection needs no additional weather protection.',
    pl: 'Zamknięcie z wbudowaną ochroną przed warunkami atmosferycznymi nie potrzebuje dodatkowej ochrony.',
  },
  'weather-protection-source': {
    de: 'Ohne eigene Mengen wird der zur Klappengröße passende Wetterschutz je Verschluss gewählt; bei einem horizontal eingebauten Set wählen Sie ihn selbst. Gibt es keinen in der Größe der Klappe, meldet sie einen Fehler.',
    en: "Without quantities of your own, the weather protection matching the flap size is chosen per closure; for a set installed horizontally you choose it yourself. When there is none of the flap's size, it reports an error.",
    pl: 'Bez własnych ilości dobierana jest ochrona pasująca do rozmiaru klapy, po jednej na zamknięcie; przy zestawie montowanym poziomo wybierasz ją samodzielnie. Gdy nie ma osłony w rozmiarze klapy, zgłaszany jest błąd.',
  },
  'dropped-components': {
    de: 'Mengen für Komponenten, die nicht mehr angeboten werden, werden verworfen.',
    en: 'Quantities for components that are no longer offered are discarded.',
    pl: 'Ilości komponentów, które nie są już oferowane, są odrzucane.',
  },
  'message-no-component': {
    de: 'Meldet einen Fehler, wenn keine Lüftungskomponente gewählt ist.',
    en: 'Reports an error when no ventilation component is chosen.',
    pl: 'Zgłasza błąd, gdy nie wybrano żadnego komponentu wentylacji.',
  },
  'message-too-few-components': {
    de: 'Warnt, wenn weniger Lüftungskomponenten gewählt sind, als Lüftungsklappen benötigt werden.',
    en: 'Warns when fewer ventilation components are chosen than ventilation flaps are needed.',
    pl: 'Ostrzega, gdy wybrano mniej komponentów wentylacji, niż potrzeba klap wentylacyjnych.',
  },
  'message-several-flaps': {
    de: 'Warnt, dass keine einzelne Lüftungsklappe die Lüftungsfläche abdeckt und mehrere Klappen nötig sind.',
    en: 'Warns that no single ventilation flap covers the ventilation area and several flaps are needed.',
    pl: 'Ostrzega, że żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji i potrzeba kilku klap.',
  },
  'message-weather-protection-supplied-closure': {
    de: 'Meldet einen Fehler, weil Wetterschutz nicht zu einem bauseits gestellten Verschluss gewählt werden kann.',
    en: 'Reports an error because weather protection cannot be chosen for a closure supplied on site.',
    pl: 'Zgłasza błąd, ponieważ ochrony przed warunkami atmosferycznymi nie można wybrać do zamknięcia dostarczanego przez inwestora.',
  },
  'message-incompatible-closure-weather-protection': {
    de: 'Meldet einen Fehler, wenn Wetterschutz mit einem Verschluss kombiniert wird, der dafür nicht geeignet ist.',
    en: 'Reports an error when weather protection is combined with a closure not suitable for it.',
    pl: 'Zgłasza błąd, gdy ochrona przed warunkami atmosferycznymi jest łączona z zamknięciem, które się do niej nie nadaje.',
  },
  'message-weather-protection-too-small': {
    de: 'Warnt, wenn der Wetterschutz kleiner ist als die Lüftungsklappe oder Jalousie.',
    en: 'Warns when the weather protection is smaller than the ventilation flap or louvre.',
    pl: 'Ostrzega, gdy ochrona przed warunkami atmosferycznymi jest mniejsza niż klapa wentylacyjna lub żaluzja.',
  },
  'message-set-needs-weather-protection': {
    de: 'Bei einem horizontal eingebauten Set mit Wetterschutz muss eine Wetterschutzkomponente gewählt werden.',
    en: 'A set installed horizontally with weather protection needs a weather protection component to be chosen.',
    pl: 'Przy zestawie montowanym poziomo z ochroną przed warunkami atmosferycznymi trzeba wybrać komponent tej ochrony.',
  },
  'hint-custom-dimensions': {
    de: 'Passt keine Standardkomponente, weist der Kalkulator auf Sondermaße und den Kundenservice hin.',
    en: 'If no standard component fits, the calculator points to custom dimensions and customer service.',
    pl: 'Jeśli żaden komponent standardowy nie pasuje, kalkulator wskazuje na wymiary specjalne i dział obsługi klienta.',
  },
  'hint-modernized-opening': {
    de: 'Bei Modernisierungen sollte die Größe der vorhandenen Öffnung geprüft werden.',
    en: 'For modernizations the size of the existing opening should be checked.',
    pl: 'Przy modernizacjach należy sprawdzić rozmiar istniejącego otworu.',
  },
  'hint-weather-protection-coverage': {
    de: 'Der Wetterschutz muss die Öffnung vollständig abdecken.',
    en: 'The weather protection must cover the opening completely.',
    pl: 'Ochrona przed warunkami atmosferycznymi musi całkowicie zakrywać otwór.',
  },
  // Stage products
  'control-panel': {
    de: 'Für L-AIO wird die Steuerzentrale BK-AIO gewählt, für AIO-Basic die AIO-Basic-Steuereinheit, sofern kein Set gewählt ist, das sie bereits enthält.',
    en: 'L-AIO gets the BK-AIO control panel, AIO-Basic the AIO-Basic control unit unless a set that already contains one is chosen.',
    pl: 'L-AIO otrzymuje centralę sterującą BK-AIO, AIO-Basic jednostkę sterującą AIO-Basic, chyba że wybrano zestaw, który już ją zawiera.',
  },
  'aio-basic-set': {
    de: 'Ein gewähltes AIO-Basic-Set kommt als Komplettpaket in die Produktliste.',
    en: 'A chosen AIO-Basic set goes into the product list as a complete package.',
    pl: 'Wybrany zestaw AIO Basic trafia na listę produktów jako kompletny pakiet.',
  },
  'closure-components': {
    de: 'Die Lüftungsklappen und Jalousien kommen in der von Ihnen gewählten oder der empfohlenen Menge in die Produktliste.',
    en: 'The ventilation flaps and louvres go into the product list in the quantity you chose or the recommended one.',
    pl: 'Klapy wentylacyjne i żaluzje trafiają na listę produktów w wybranej przez Ciebie lub rekomendowanej ilości.',
  },
  'weather-protection-components': {
    de: 'Die Wetterschutzkomponenten kommen in der von Ihnen gewählten oder der zu den Verschlüssen passenden Menge in die Produktliste.',
    en: 'The weather protection components go into the product list in the quantity you chose or the one matching the closures.',
    pl: 'Komponenty ochrony przed warunkami atmosferycznymi trafiają na listę produktów w wybranej przez Ciebie lub pasującej do zamknięć ilości.',
  },
  'mounting-bracket-closures': {
    de: 'Mit Einbauwinkel bekommen die Lüftungsklappen der Baureihen JK-190 und JK-190-DB einen Einbauwinkel.',
    en: 'With mounting brackets the ventilation flaps of the JK-190 and JK-190-DB series get a mounting bracket (Einbauwinkel).',
    pl: 'Z kątownikiem montażowym klapy wentylacyjne serii JK-190 i JK-190-DB otrzymują kątownik (Einbauwinkel).',
  },
  'mounting-bracket-sizes': {
    de: 'Es wird geprüft, für welche Öffnungsgrößen dieser Klappen es einen Einbauwinkel gibt.',
    en: 'It is checked for which opening sizes of these flaps a mounting bracket exists.',
    pl: 'Sprawdzane jest, dla których rozmiarów otworów tych klap istnieje kątownik montażowy.',
  },
  'mounting-bracket-unavailable': {
    de: 'Gibt es für die Größe einer Klappe keinen Einbauwinkel, meldet sie einen Fehler, und der Preis ist unvollständig.',
    en: "When there is no mounting bracket of a flap's size, it reports an error, and the price is incomplete.",
    pl: 'Gdy nie ma kątownika w rozmiarze klapy, zgłaszany jest błąd, a cena jest niepełna.',
  },
  'mounting-brackets': {
    de: 'Mit Einbauwinkel erhält jede Lüftungsklappe der Baureihen JK-190 und JK-190-DB einen Einbauwinkel in ihrer Öffnungsgröße.',
    en: 'With mounting brackets every ventilation flap of the JK-190 and JK-190-DB series gets a mounting bracket (Einbauwinkel) in its opening size.',
    pl: 'Z kątownikiem montażowym każda klapa wentylacyjna serii JK-190 i JK-190-DB otrzymuje kątownik (Einbauwinkel) w rozmiarze swojego otworu.',
  },
  'attachment-sets': {
    de: 'Je Komponente der Gruppen THERMOFLAP, TAIRMO und S9 wird ein Anbauset AS-LF benötigt.',
    en: 'One AS-LF attachment set is needed per component of the THERMOFLAP, TAIRMO and S9 groups.',
    pl: 'Na każdy komponent grup THERMOFLAP, TAIRMO i S9 potrzebny jest zestaw mocujący AS-LF.',
  },
  'interface-adapter-sets': {
    de: 'Je TAIRMO- oder S9-Antrieb wird ein Schnittstellenadapter-Set benötigt, mindestens aber die angegebene Anzahl.',
    en: 'One interface adapter set is needed per TAIRMO or S9 drive, but at least the number entered.',
    pl: 'Na każdy napęd TAIRMO lub S9 potrzebny jest zestaw adaptera interfejsu, ale co najmniej podana liczba.',
  },
  'lift-status': {
    de: 'Die Aufzugszustandserkennung kommt einmal je Aufzug in die Produktliste, bei LST-CO2-V3 mit den für hohe Schächte nötigen LST-Repeatern.',
    en: 'Lift status detection goes into the product list once per lift, with LST-CO2-V3 together with the LST repeaters tall shafts need.',
    pl: 'Wykrywanie stanu dźwigu trafia na listę produktów raz na dźwig, przy LST-CO2-V3 razem ze wzmacniaczami LST potrzebnymi w wysokich szybach.',
  },
  'ras-figures': {
    de: 'Das Ansaugrohr des Ansaugrauchmelders RAS ist so lang wie die Schachthöhe, aufgerundet auf 2.500 mm und begrenzt auf 5.000 bis 75.000 mm; ab 3 Aufzügen werden 2 Sensoren benötigt.',
    en: 'The pipe of the RAS aspirating smoke detector is as long as the shaft height, rounded up to 2,500 mm and limited to 5,000 to 75,000 mm; from 3 lifts 2 sensors are needed.',
    pl: 'Rura zasysającej czujki dymu RAS ma długość wysokości szybu, zaokrągloną w górę do 2500 mm i ograniczoną do 5000–75 000 mm; od 3 dźwigów potrzebne są 2 czujniki.',
  },
  'smoke-detection-products': {
    de: 'Punktmelder kommen einer je angefangene 12.000 mm Schachthöhe, der Linienmelder SD-L-F1-50 bis 50.000 mm (darüber SD-L-F1-120) und der RAS-42000 bis 42.000 mm (darüber RAS-200) mit Ansaugrohr in Metern.',
    en: 'Point detectors come one per started 12,000 mm of shaft height, the SD-L-F1-50 line detector up to 50,000 mm (above that SD-L-F1-120) and the RAS-42000 up to 42,000 mm (above that RAS-200) with its pipe in metres.',
    pl: 'Czujki punktowe: jedna na każde rozpoczęte 12 000 mm wysokości szybu; czujka liniowa SD-L-F1-50 do 50 000 mm (powyżej SD-L-F1-120); RAS-42000 do 42 000 mm (powyżej RAS-200) z rurą w metrach.',
  },
  'additional-smoke-detector': {
    de: 'Ein zusätzlicher Rauchmelder bringt einen weiteren Punktmelder.',
    en: 'An additional smoke detector adds another point detector.',
    pl: 'Dodatkowa czujka dymu oznacza jeszcze jedną czujkę punktową.',
  },
  'main-level-smoke-detector': {
    de: 'Ein Rauchmelder in der Hauptebene bringt einen weiteren Punktmelder.',
    en: 'A main-level smoke detector adds another point detector.',
    pl: 'Czujka dymu na poziomie głównym oznacza jeszcze jedną czujkę punktową.',
  },
  'detector-present': {
    de: 'Stellt fest, ob ein Rauchmelder vorgesehen ist (über die Raucherkennung, einen zusätzlichen Rauchmelder oder einen Rauchmelder in der Hauptebene).',
    en: 'Determines whether a smoke detector is planned (through the smoke detection, an additional smoke detector or a main-level smoke detector).',
    pl: 'Ustala, czy przewidziano czujkę dymu (przez detekcję dymu, dodatkową czujkę dymu lub czujkę dymu na poziomie głównym).',
  },
  'additional-thermostat': {
    de: 'Ein gewünschter zusätzlicher Thermostat kommt in die Produktliste.',
    en: 'A requested additional thermostat goes into the product list.',
    pl: 'Zamówiony dodatkowy termostat trafia na listę produktów.',
  },
  'thermostat-machine-room-down': {
    de: 'Ein unten liegender Maschinenraum braucht immer einen zusätzlichen Thermostat.',
    en: 'A machine room at the bottom always needs an additional thermostat.',
    pl: 'Maszynownia u dołu zawsze wymaga dodatkowego termostatu.',
  },
  'rt-45-rj': {
    de: 'Die angegebene Anzahl Taster RT-45-RJ kommt in die Produktliste.',
    en: 'The number of RT-45-RJ buttons entered goes into the product list.',
    pl: 'Podana liczba przycisków RT-45-RJ trafia na listę produktów.',
  },
  'rt-45l-rj': {
    de: 'Die angegebene Anzahl Taster RT-45L-RJ (mit LED) kommt in die Produktliste.',
    en: 'The number of RT-45L-RJ buttons (with LED) entered goes into the product list.',
    pl: 'Podana liczba przycisków RT-45L-RJ (z LED) trafia na listę produktów.',
  },
  'rj45-splitter-requested': {
    de: 'Die angegebene Anzahl RJ-45-Verteiler kommt in die Produktliste.',
    en: 'The number of RJ-45 splitters entered goes into the product list.',
    pl: 'Podana liczba rozgałęźników RJ-45 trafia na listę produktów.',
  },
  'rj45-splitter-needed': {
    de: 'Für jeden Taster über den ersten hinaus wird ein RJ-45-Verteiler benötigt.',
    en: 'Every button beyond the first needs an RJ-45 splitter.',
    pl: 'Każdy przycisk poza pierwszym wymaga rozgałęźnika RJ-45.',
  },
  'key-switch-led': {
    de: 'Die angegebene Anzahl Schlüsselschalter mit LED kommt in die Produktliste.',
    en: 'The number of key switches with LED entered goes into the product list.',
    pl: 'Podana liczba stacyjek z LED trafia na listę produktów.',
  },
  'ventilation-timer': {
    de: 'Ein gewünschter Lüftungstimer kommt in die Produktliste.',
    en: 'A requested ventilation timer goes into the product list.',
    pl: 'Zamówiony timer wentylacji trafia na listę produktów.',
  },
  'humidity-sensor': {
    de: 'Ein gewünschter Feuchtesensor kommt in die Produktliste.',
    en: 'A requested humidity sensor goes into the product list.',
    pl: 'Zamówiony czujnik wilgotności trafia na listę produktów.',
  },
  'siren-with-key-switch': {
    de: 'Eine gewünschte Sirene mit Schlüsselschalter kommt in die Produktliste.',
    en: 'A requested siren with key switch goes into the product list.',
    pl: 'Zamówiona syrena z przełącznikiem kluczykowym trafia na listę produktów.',
  },
  'eight-pin-interface-adapter': {
    de: 'Ein gewünschtes 8-poliges Schnittstellenadapter-Set kommt in die Produktliste.',
    en: 'A requested 8-pin interface adapter set goes into the product list.',
    pl: 'Zamówiony zestaw adaptera interfejsu 8-pin trafia na listę produktów.',
  },
  'quiet-drive': {
    de: 'Ist ein geräuscharmer Antrieb gefordert, kommt er in die Produktliste.',
    en: 'If a low-noise drive is required, it goes into the product list.',
    pl: 'Jeśli wymagany jest cichy napęd, trafia on na listę produktów.',
  },
  'battery-pack': {
    de: 'Bei bauseitigem Verschluss oder Ansaugrauchmelder RAS (nicht mit AIO-Basic) sowie bei geräuscharmem Antrieb werden mindestens 2 Akkupacks benötigt.',
    en: 'With a closure supplied on site or the RAS aspirating smoke detector (not with AIO-Basic), and with a low-noise drive, at least 2 battery packs are needed.',
    pl: 'Przy zamknięciu dostarczanym przez inwestora lub zasysającej czujce dymu RAS (nie przy AIO-Basic) oraz przy cichym napędzie potrzebne są co najmniej 2 pakiety akumulatorów.',
  },
  'smoke-test-spray': {
    de: 'Ohne Montage durch den Anbieter wird zur Prüfung der Rauchmelder ein Prüfspray mitgeliefert.',
    en: 'Without installation by the provider a test spray for checking the smoke detectors is supplied.',
    pl: 'Bez montażu przez dostawcę dołączany jest spray testowy do sprawdzania czujek dymu.',
  },
  'fm-2m': {
    de: 'Vom Verbindungskabel FM-2M werden so viele benötigt wie Verschlüsse minus 2 (ohne Maschinenraum minus 3), mindestens 0.',
    en: 'As many FM-2M connecting cables are needed as closures minus 2 (minus 3 without a machine room), at least 0.',
    pl: 'Kabli połączeniowych FM-2M potrzeba tyle, ile zamknięć minus 2 (bez maszynowni minus 3), co najmniej 0.',
  },
  'cable-motor': {
    de: 'Je Verschluss wird ein Motorkabel (6 m) benötigt.',
    en: 'Each closure needs a motor cable (6 m).',
    pl: 'Każde zamknięcie wymaga kabla silnika (6 m).',
  },
  'cable-smoke-switches': {
    de: 'Je Punktmelder im Schacht wird ein Kabel (4 m) benötigt.',
    en: 'Each point detector in the shaft needs a cable (4 m).',
    pl: 'Każda czujka punktowa w szybie wymaga kabla (4 m).',
  },
  'cable-ras-sdlf1': {
    de: 'Je Ansaugrauchmelder RAS oder Linienmelder SD-L-F1 wird ein Kabel (12 m) benötigt.',
    en: 'Each RAS aspirating smoke detector or SD-L-F1 line detector needs a cable (12 m).',
    pl: 'Każda zasysająca czujka dymu RAS lub czujka liniowa SD-L-F1 wymaga kabla (12 m).',
  },
  'cable-additional-smoke-detector': {
    de: 'Der zusätzliche Rauchmelder braucht ein Kabel (12 m).',
    en: 'The additional smoke detector needs a cable (12 m).',
    pl: 'Dodatkowa czujka dymu wymaga kabla (12 m).',
  },
  'cable-main-level-detector': {
    de: 'Der Rauchmelder in der Hauptebene braucht ein Kabel (12 m).',
    en: 'The main-level smoke detector needs a cable (12 m).',
    pl: 'Czujka dymu na poziomie głównym wymaga kabla (12 m).',
  },
  'cable-machine-room-detector': {
    de: 'Mit Maschinenraum und Rauchmelder wird ein Kabel (12 m) bis in den Maschinenraum benötigt.',
    en: 'With a machine room and a smoke detector, a cable (12 m) to the machine room is needed.',
    pl: 'Przy maszynowni i czujce dymu potrzebny jest kabel (12 m) do maszynowni.',
  },
  'cable-additional-thermostat': {
    de: 'Je zusätzlichem Thermostat wird ein Kabel (6 m) benötigt.',
    en: 'Each additional thermostat needs a cable (6 m).',
    pl: 'Każdy dodatkowy termostat wymaga kabla (6 m).',
  },
  'cable-lift-status-multiple-lifts': {
    de: 'Mit LST-CO2-V3 braucht jeder weitere Aufzug im Schacht ein Kabel (12 m) für die Aufzugszustandserkennung.',
    en: 'With LST-CO2-V3 each further lift in the shaft needs a cable (12 m) for lift status detection.',
    pl: 'Przy LST-CO2-V3 każdy kolejny dźwig w szybie wymaga kabla (12 m) do wykrywania stanu dźwigu.',
  },
  'cable-lst-repeater': {
    de: 'Je LST-Repeater wird ein Kabel (12 m) benötigt.',
    en: 'Each LST repeater needs a cable (12 m).',
    pl: 'Każdy wzmacniacz LST wymaga kabla (12 m).',
  },
  'cables-adjusted': {
    de: 'Von Ihnen angepasste Kabelmengen ersetzen die berechneten, die als Richtwert erhalten bleiben.',
    en: 'Cable quantities you adjusted replace the calculated ones, which remain as a reference.',
    pl: 'Dostosowane przez Ciebie ilości kabli zastępują obliczone, które pozostają jako wartość orientacyjna.',
  },
  // Stage post
  priced: {
    de: 'Kosten werden berechnet, sobald die Lüftungsfläche feststeht und Preise vorliegen.',
    en: 'Costs are calculated once the ventilation area is known and prices are available.',
    pl: 'Koszty są obliczane, gdy znana jest powierzchnia wentylacji i dostępne są ceny.',
  },
  'cost-categories': {
    de: 'Die Komponenten werden je Kategorie summiert (Menge × Einzelpreis, je Position auf Cent gerundet); AIO-Basic-Sets zählen zu den Steuerungskomponenten.',
    en: 'Components are summed per category (quantity × unit price, each line rounded to cents); AIO-Basic sets count as control system components.',
    pl: 'Komponenty są sumowane w kategoriach (ilość × cena jednostkowa, każda pozycja zaokrąglona do centów); zestawy AIO Basic liczą się jako komponenty sterowania.',
  },
  'sum-of-components': {
    de: 'Die Summe Komponenten addiert alle Kategorien einschließlich der Sonderkomponenten.',
    en: 'The sum of components adds up all categories including non-standard components.',
    pl: 'Suma komponentów obejmuje wszystkie kategorie łącznie z komponentami niestandardowymi.',
  },
  'logistic-costs': {
    de: 'Die Logistikkosten betragen 4,5 % der Summe Komponenten, mindestens 35 € und höchstens 290 € (umgerechnet in die Projektwährung).',
    en: 'Logistics costs are 4.5 % of the sum of components, at least €35 and at most €290 (converted to the project currency).',
    pl: 'Koszty logistyki wynoszą 4,5 % sumy komponentów, co najmniej 35 € i najwyżej 290 € (przeliczone na walutę projektu).',
  },
  'montage-calculable': {
    de: 'Montagekosten lassen sich nur in Deutschland und mit einer deutschen Postleitzahl des Montageorts (5 Ziffern) berechnen.',
    en: 'Installation costs can be calculated only in Germany and with an German installation-site postal code (5 digits).',
    pl: 'Koszty montażu można obliczyć tylko w Niemczech i przy niemieckim kodzie pocztowym miejsca montażu (5 cyfr).',
  },
  'installed-items': {
    de: 'Für die Montage zählen die Verschlüsse (bei einem Set dessen Klappen), Punktmelder, Linienmelder und Ansaugrohre.',
    en: 'Installation counts the closures (with a set its flaps), point detectors, line detectors and aspirating pipes.',
    pl: 'Do montażu liczą się zamknięcia (przy zestawie jego klapy), czujki punktowe, czujki liniowe i rury zasysające.',
  },
  'estimated-installation-hours': {
    de: 'Die Montagezeit ergibt sich aus 4 h Grundzeit, 2 h je Verschluss, 0,75 h je Punktmelder, 3 h je Ansaugrohr, 1,5 h je Linienmelder, 0,5 h je 10 m Schachthöhe und 1 h je Repeater, aufgerundet auf halbe Stunden.',
    en: 'Installation time is 4 h base, 2 h per closure, 0.75 h per point detector, 3 h per aspirating pipe, 1.5 h per line detector, 0.5 h per 10 m of shaft height and 1 h per repeater, rounded up to half hours.',
    pl: 'Czas montażu to 4 h bazowo, 2 h na zamknięcie, 0,75 h na czujkę punktową, 3 h na rurę zasysającą, 1,5 h na czujkę liniową, 0,5 h na 10 m wysokości szybu i 1 h na wzmacniacz, zaokrąglone w górę do pół godziny.',
  },
  'assembly-costs': {
    de: 'Die Montagekosten sind die geschätzte Montagezeit mal 89 € pro Stunde.',
    en: 'Installation costs are the estimated installation time times €89 per hour.',
    pl: 'Koszty montażu to szacowany czas montażu razy 89 € za godzinę.',
  },
  'installation-costs': {
    de: 'Die Inbetriebnahme kostet mit einem AIO-Basic-Set pauschal 390 €, sonst (2 h + 0,5 h je Aufzug) × 89 € pro Stunde.',
    en: 'Commissioning costs a flat €390 with an AIO-Basic set, otherwise (2 h + 0.5 h per lift) × €89 per hour.',
    pl: 'Uruchomienie kosztuje ryczałtowo 390 € przy zestawie AIO Basic, w przeciwnym razie (2 h + 0,5 h na dźwig) × 89 € za godzinę.',
  },
  'travel-costs': {
    de: 'Die Reisekosten richten sich nach der ersten Ziffer der Postleitzahl des Montageorts: 3, 4 und 5 inklusive, 2 und 6 je 140 €, 0, 1, 7, 8 und 9 je 260 €.',
    en: 'Travel costs depend on the first digit of the installation-site postal code: 3, 4 and 5 included, 2 and 6 €140, 0, 1, 7, 8 and 9 €260.',
    pl: 'Koszty dojazdu zależą od pierwszej cyfry kodu pocztowego miejsca montażu: 3, 4 i 5 w cenie, 2 i 6 po 140 €, 0, 1, 7, 8 i 9 po 260 €.',
  },
  total: {
    de: 'Gesamt (netto) ist die Summe Komponenten plus Logistik-, Montage-, Inbetriebnahme- und Reisekosten.',
    en: 'The total (net) is the sum of components plus logistics, installation, commissioning and travel costs.',
    pl: 'Razem (netto) to suma komponentów plus koszty logistyki, montażu, uruchomienia i dojazdu.',
  },
  'hint-check-smoke-detection-space': {
    de: 'Ist ein Rauchmelder vorgesehen, sollte vor der Bestellung der Platz für die Raucherkennung im Schacht geprüft werden.',
    en: 'If a smoke detector is planned, the space for smoke detection in the shaft should be checked before ordering.',
    pl: 'Jeśli przewidziano czujkę dymu, przed zamówieniem należy sprawdzić miejsce na detekcję dymu w szybie.',
  },
  'message-installation-not-possible': {
    de: 'Warnt, wenn Montage gewünscht ist, aber die Postleitzahl des Montageorts fehlt oder keine deutsche Postleitzahl mit 5 Ziffern ist.',
    en: 'Warns when installation is wanted but the installation-site postal code is missing or is not a German postal code of 5 digits.',
    pl: 'Ostrzega, gdy zamówiono montaż, ale brakuje kodu pocztowego miejsca montażu lub nie jest niemieckim kodem pocztowym z 5 cyframi.',
  },
  'hint-no-montage': {
    de: 'Ohne Montage entfallen Montage-, Inbetriebnahme- und Reisekosten.',
    en: 'Without installation there are no installation, commissioning or travel costs.',
    pl: 'Bez montażu nie ma kosztów montażu, uruchomienia ani dojazdu.',
  },
  'message-price-incomplete': {
    de: 'Sonderkomponenten (vom Anbieter bepreist), eine nicht berechenbare Montage, ein Angebot ohne Lüftungskomponente oder ohne den nötigen Wetterschutz machen den Preis unvollständig.',
    en: 'Non-standard components (priced by the provider), an installation that cannot be calculated, a quote without a ventilation component or without the weather protection it needs make the price incomplete.',
    pl: 'Komponenty niestandardowe (wyceniane przez dostawcę), montaż, którego nie można obliczyć, oferta bez komponentu wentylacyjnego lub bez potrzebnej osłony przed warunkami atmosferycznymi sprawiają, że cena jest niepełna.',
  },
} as const satisfies Readonly<Record<string, Label>>;

export type ExplainedRule = keyof typeof RULE_EXPLANATIONS;

/** The explanations in one language, as the catalogue's `ruleExplanation` group. */
export function ruleExplanationsIn(language: TranslatedLanguage): Record<ExplainedRule, string> {
  return labelsIn(RULE_EXPLANATIONS, language);
}
