import type { Catalogue } from '../catalogue.js';
import type { deRuleExplanations } from './de-rule-explanations.js';

/** Polish "Why?" explanations of the lift-shaft rules (see de-rule-explanations.ts). */
export const plRuleExplanations: Catalogue<typeof deRuleExplanations> = {
  // Stage options
  'has-machine-room':
    'Maszynownia występuje, gdy podano ją u góry lub u dołu; wpływa to na długości przewodów, wzmacniacze, detekcję dymu i kable.',
  'lift-area-percentages-by-country':
    'To, jaki udział przekroju szybu można wybrać jako powierzchnię wentylacji, zależy od kraju: w Niemczech 2,5 %, w Austrii 2,5 % lub 1,0 %, w pozostałych krajach tylko wprowadzenie ręczne.',
  'lift-area-manual-if-modernized':
    'Przy modernizacjach w Niemczech i Austrii powierzchnię wentylacji można też wprowadzić ręcznie, np. według istniejącego otworu.',
  'chosen-lift-area-percentage':
    'Jeśli wybrany udział powierzchni wentylacji nie jest dozwolony dla kraju i rodzaju projektu, stosowany jest pierwszy dozwolony.',
  'lift-area-percent':
    'Wybrany udział określa procent przekroju szybu (2,5 % lub 1,0 %); przy wprowadzeniu ręcznym obowiązuje wpisana powierzchnia wentylacji.',
  'shaft-floor-area': 'Przekrój szybu to szerokość szybu razy głębokość szybu w mm²; bez obu wymiarów nie można go obliczyć.',
  'minimum-lift-area':
    'Minimalna powierzchnia wentylacji to przekrój szybu razy procent, zaokrąglony w górę, ale co najmniej 100 000 mm² (np. 1600 × 2600 mm przy 2,5 % = 104 000 mm²).',
  'total-lift-area':
    'Wymagana powierzchnia wentylacji to przy wprowadzeniu ręcznym wpisana wartość, w przeciwnym razie obliczona minimalna powierzchnia wentylacji.',
  ready:
    'Dopiero gdy znana jest wymagana powierzchnia wentylacji większa niż 0 mm², kalkulator dobiera komponenty i koszty; w przeciwnym razie wszystko jest resetowane.',
  'aio-basic-availability':
    'System AIO-Basic nie jest możliwy, gdy zamknięcie (NRWG) dostarcza inwestor, wymagany jest standard niskoenergetyczny lub cichy napęd, w szybie jest więcej niż 2 dźwigi albo potrzebna jest dodatkowa czujka dymu.',
  'aio-basic-excluded-by': 'Ustala pierwszą daną wykluczającą AIO-Basic, aby wskazówka „Wykluczone przez …” mogła ją wymienić.',
  'aio-sets-allowed':
    'Zestawy AIO Basic są oferowane tylko wtedy, gdy podano powierzchnię wentylacji, pozycję montażu i wysokość szybu, nie jest potrzebna czujka dymu na poziomie głównym, a AIO-Basic jest możliwy.',
  'aio-line-length-reduction':
    'Przy maszynowni dopuszczalne wysokości szybu dla zestawów AIO Basic zmniejszają się o 12 000 mm, bo przewód musi sięgać do maszynowni.',
  'aio-set-aio-basic-pd-12':
    'Zestaw AIO-BASIC-PD-12 z czujkami punktowymi pasuje do wysokości szybu do 12 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  'aio-set-aio-basic-pd-24':
    'Zestaw AIO-BASIC-PD-24 z czujkami punktowymi pasuje do wysokości szybu powyżej 12 000 mm do 24 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  'aio-set-aio-basic-pd-36':
    'Zestaw AIO-BASIC-PD-36 z czujkami punktowymi pasuje do wysokości szybu powyżej 24 000 mm do 36 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  'aio-set-aio-basic-pd-48':
    'Zestaw AIO-BASIC-PD-48 z czujkami punktowymi pasuje do wysokości szybu powyżej 36 000 mm do 48 000 mm; przy maszynowni granice przesuwają się w dół o 12 000 mm.',
  'aio-set-aio-basic-sd-l-f1-50':
    'Zestaw AIO-BASIC-SD-L-F1-50 z czujką liniową SD-L-F1 pasuje do wysokości szybu do 50 000 mm i nie jest oferowany przy maszynowni, gdzie AIO-Basic dopuszcza tylko czujki punktowe.',
  'aio-set-aio-basic-sd-l-f1-100':
    'Zestaw AIO-BASIC-SD-L-F1-100 z czujką liniową SD-L-F1 pasuje do wysokości szybu powyżej 50 000 mm do 100 000 mm i nie jest oferowany przy maszynowni, gdzie AIO-Basic dopuszcza tylko czujki punktowe.',
  'chosen-aio-set': 'Wybrany zestaw AIO Basic, który przy obecnych danych nie jest już oferowany, zostaje odznaczony.',
  flow: 'Z zestawem AIO Basic kalkulator prowadzi ścieżką zestawu kompletnego i pomija kroki, bez zestawu ścieżką standardową.',
  'system-l-aio': 'System L-AIO z centralą sterującą BK-AIO jest zawsze dostępny i oferowany jako pierwszy.',
  'system-aio-basic': 'System AIO-Basic jest oferowany, dopóki żadna dana go nie wyklucza.',
  'chosen-system':
    'Z zestawem AIO Basic obowiązuje system AIO-Basic; jeśli wybrany system nie jest dostępny, stosowany jest pierwszy dostępny.',
  'remaining-lst-line-length':
    'Przewód wykrywania stanu dźwigu sięga 70 000 mm (przy maszynowni 65 000 mm); wysokość szybu ponad tę wartość trzeba pokonać wzmacniaczami.',
  'repeater-count':
    'Na każde rozpoczęte 36 000 mm pozostałej długości potrzebny jest wzmacniacz LST, a przy maszynowni jeszcze jeden dla przewodu do niej.',
  'smoke-detection-by-height':
    'Oferowana detekcja dymu zależy od wysokości szybu: do 12 000 mm najpierw czujki punktowe, do 75 000 mm najpierw czujka liniowa SD-L-F1, powyżej bez zasysającej czujki dymu RAS.',
  'smoke-none-not-in-germany': 'W Niemczech detekcja dymu jest obowiązkowa, dlatego opcja „Brak” nie jest tam oferowana.',
  'smoke-none-needs-integration-or-reduced-area':
    'Rezygnacja z detekcji dymu jest możliwa tylko przy połączeniu z systemem sygnalizacji pożaru lub BMS albo przy powierzchni wentylacji 1,0 % lub wprowadzonej ręcznie.',
  'point-detector-at-most-two-lifts':
    'Czujki punktowe są możliwe tylko przy najwyżej 2 dźwigach w szybie i odpadają przy większej liczbie.',
  'sdlf1-height-range': 'Czujka liniowa SD-L-F1 jest możliwa tylko przy wysokości szybu powyżej 8000 mm do 120 000 mm włącznie.',
  'machine-room-aio-basic-point-detector-only': 'Przy maszynowni AIO-Basic dopuszcza jako detekcję dymu tylko czujki punktowe.',
  'chosen-smoke-detection':
    'Jeśli wybrana detekcja dymu nie jest możliwa, stosowana jest pierwsza możliwa; jeśli zostaje tylko jedna, jest ona narzucona.',
  'aio-set-forces-point-detector': 'Zestaw AIO Basic z „PD” w nazwie zawiera czujki punktowe i ustala na nie detekcję dymu.',
  'aio-set-forces-sdlf1': 'Zestaw AIO Basic z „SD-L-F1” w nazwie zawiera czujkę liniową SD-L-F1 i ustala na nią detekcję dymu.',
  'lift-status-options': 'Do wykrywania stanu dźwigu można wybrać LST-CO2-V3 lub styk sygnalizacji awarii.',
  'lst-not-with-repeaters-on-aio-basic': 'Przy AIO-Basic LST-CO2-V3 nie jest możliwy, gdy szyb wymaga wzmacniacza.',
  'chosen-lift-status': 'Jeśli wybrane wykrywanie stanu dźwigu nie jest możliwe, stosowane jest pierwsze możliwe.',
  'montage-included': 'Montaż przez dostawcę jest możliwy tylko dla projektów w Niemczech.',
  'montage-location': 'Bez osobnego wpisu miejscem montażu jest kod pocztowy budynku; poza Niemcami miejsce montażu odpada.',
  'component-quantity-reset-triggers':
    'Zmiana zestawu AIO Basic, pozycji montażu, zamknięcia dostarczanego przez inwestora, rodzaju projektu, systemu, ochrony przed warunkami atmosferycznymi, cichego napędu lub standardu niskoenergetycznego resetuje ilości komponentów wentylacji.',
  'message-more-than-two-lifts':
    'Ostrzega, że więcej niż 2 dźwigi w szybie są możliwe tylko w konfiguracji specjalnej uzgodnionej z dostawcą.',
  'message-point-detector-lifts': 'Ostrzega, gdy wybrano czujki punktowe, choć w szybie są więcej niż 2 dźwigi.',
  'message-sdlf1-height':
    'Ostrzega, gdy wybrano czujkę liniową SD-L-F1, a wysokość szybu nie mieści się w zakresie powyżej 8000 mm do 120 000 mm.',
  'hint-excluded-by': 'Wskazuje daną, która wyklucza AIO-Basic, i informuje, że te opcje są możliwe tylko z centralą sterującą BK-AIO.',
  'message-lift-area-percentage-reset': 'Informuje, gdy wybrany udział powierzchni wentylacji był niedostępny i został zastąpiony.',
  'message-system-reset': 'Informuje, gdy wybrany system był niedostępny i został zastąpiony.',
  'message-smoke-detection-reset': 'Informuje, gdy wybrana detekcja dymu nie była możliwa i została zastąpiona.',
  'message-lift-status-reset': 'Informuje, gdy wybrane wykrywanie stanu dźwigu nie było możliwe i zostało zastąpione.',
  'message-aio-set-not-available':
    'Informuje, gdy wybrany zestaw AIO Basic jest niedostępny przy obecnych danych i dlatego nie jest uwzględniany.',
  'message-montage-only-in-germany': 'Informuje, że montaż poza Niemcami nie jest możliwy i dlatego nie jest uwzględniany.',
  'hint-fire-alarm-consultation': 'Połączenie z systemem sygnalizacji pożaru lub BMS wymaga uzgodnienia z dostawcą.',
  'hint-nshev-wind-independent': 'Dostarczane przez inwestora NRWG/NSHEV musi działać niezależnie od wiatru i mieć napęd 24 V.',
  // Stage ventilation
  'flap-group': 'Przy modernizacjach stosowane są klapy wentylacyjne serii JK-190, w pozostałych projektach JK-180-HV.',
  'flap-table': 'Klapy wentylacyjne serii są porządkowane według powierzchni wentylacji, aby znaleźć właściwy rozmiar.',
  'single-flap': 'Wybierana jest najmniejsza klapa wentylacyjna, której powierzchnia wentylacji pokrywa wymaganą powierzchnię.',
  'flap-size-single': 'Jeśli jedna klapa wentylacyjna pokrywa powierzchnię wentylacji, potrzebna jest dokładnie jedna klapa tego rozmiaru.',
  'largest-flap': 'Jeśli żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji, brana jest największa klapa serii.',
  'flap-size-largest':
    'Jeśli żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji, potrzeba tylu największych klap, ile trzeba do jej osiągnięcia.',
  'required-area-per-component':
    'Każdy komponent wentylacji musi pokrywać całą powierzchnię wentylacji lub, gdy potrzeba kilku, być co najmniej tak duży jak największa klapa.',
  'vc-closures':
    'Komponentami wentylacji są elementy zamykające (klapy wentylacyjne i żaluzje); ochrona przed warunkami atmosferycznymi jest oferowana osobno.',
  'vc-supplied-on-site': 'Jeśli zamknięcie dostarcza inwestor, oferowane są tylko napędy do niego (TAIRMO, S9).',
  'vc-not-supplied-on-site':
    'W przeciwnym razie oferowane są tylko klapy wentylacyjne i żaluzje, których powierzchnia wentylacji osiąga wymaganą powierzchnię na komponent.',
  'vc-installation-position': 'Oferowane są tylko komponenty dla wybranej pozycji montażu (pionowej lub poziomej).',
  'vc-project-type': 'Oferowane są tylko komponenty odpowiednie dla rodzaju projektu (nowy budynek lub modernizacja).',
  'vc-low-energy': 'Przy standardzie niskoenergetycznym oferowane są tylko zamknięcia izolowane.',
  'vc-quiet': 'Przy cichym napędzie oferowane są tylko ciche zamknięcia.',
  'vc-en12101-2': 'Jeśli wymagana jest norma EN 12101-2, oferowane są tylko zamknięcia zgodnie z nią badane.',
  'vc-spring-return-aio-basic': 'Przy AIO-Basic oferowane są tylko zamknięcia z powrotem sprężynowym.',
  'vc-weathershelter':
    'Jeśli wymagana jest ochrona przed warunkami atmosferycznymi, oferowane są tylko zamknięcia, które mogą ją przyjąć lub mają ją wbudowaną.',
  'ventilation-candidates': 'Komponenty wentylacyjne pozostałe po wszystkich filtrach są do wyboru w kroku Komponenty wentylacyjne.',
  'recommended-rows':
    'Rekomendacja pochodzi z grupy o najwyższym priorytecie rekomendacji, w niej najpierw najmniejsza szerokość, potem najmniejsza wysokość. Gdy żadna pasująca grupa nie ma priorytetu (montaż poziomy: tylko klapy dachowe), rekomendowana jest klapa o najmniejszej powierzchni wentylacji.',
  'recommended-component': 'Rekomendowany jest pierwszy komponent w tej kolejności.',
  recommended: 'Rekomendowany komponent jest oznaczony w wyborze jako „Zalecany”.',
  'weather-protection-rows':
    'Jeśli wymagana jest ochrona przed warunkami atmosferycznymi, a zamknięcia nie dostarcza inwestor, oferowane są komponenty tej ochrony.',
  'weather-protection-groups':
    'Przy pionowej pozycji montażu ochrona przed warunkami atmosferycznymi pochodzi z grupy ALAS, w przeciwnym razie z pozostałych grup.',
  'component-quantities-reset-area': 'Jeśli wymagana powierzchnia wentylacji się zmniejsza, ilości komponentów wentylacji są resetowane.',
  'user-closures': 'Wpisane przez Ciebie ilości dotyczą zamknięć, które przy obecnych danych są nadal oferowane.',
  'closure-source':
    'Jeśli wpisano ilości, obowiązują one; w przeciwnym razie rekomendowany komponent jest wybierany tyle razy, ile potrzeba klap wentylacyjnych.',
  'closure-count':
    'Liczy wybrane elementy zamykające (klapy wentylacyjne i żaluzje), od których zależą kable, montaż i ochrona przed warunkami atmosferycznymi.',
  'weather-protection-size':
    'Ochrona przed warunkami atmosferycznymi odpowiada rozmiarowi klapy: przy zestawie klapie zestawu, w przeciwnym razie pierwszemu wybranemu zamknięciu.',
  'weather-protection-offered': 'Przy zestawie AIO Basic oferowana jest tylko ochrona przed warunkami atmosferycznymi w rozmiarze klapy.',
  'user-weather-protection':
    'Wpisane przez Ciebie ilości dotyczą komponentów ochrony przed warunkami atmosferycznymi, które są nadal oferowane.',
  'closures-need-weather-protection': 'Zamknięcie z wbudowaną ochroną przed warunkami atmosferycznymi nie potrzebuje dodatkowej ochrony.',
  'weather-protection-source':
    'Bez własnych ilości dobierana jest ochrona pasująca do rozmiaru klapy, po jednej na zamknięcie; przy zestawie montowanym poziomo wybierasz ją samodzielnie. Gdy nie ma osłony w rozmiarze klapy, zgłaszany jest błąd.',
  'dropped-components': 'Ilości komponentów, które nie są już oferowane, są odrzucane.',
  'message-no-component': 'Zgłasza błąd, gdy nie wybrano żadnego komponentu wentylacji.',
  'message-too-few-components': 'Ostrzega, gdy wybrano mniej komponentów wentylacji, niż potrzeba klap wentylacyjnych.',
  'message-several-flaps': 'Ostrzega, że żadna pojedyncza klapa wentylacyjna nie pokrywa powierzchni wentylacji i potrzeba kilku klap.',
  'message-weather-protection-supplied-closure':
    'Zgłasza błąd, ponieważ ochrony przed warunkami atmosferycznymi nie można wybrać do zamknięcia dostarczanego przez inwestora.',
  'message-incompatible-closure-weather-protection':
    'Zgłasza błąd, gdy ochrona przed warunkami atmosferycznymi jest łączona z zamknięciem, które się do niej nie nadaje.',
  'message-weather-protection-too-small':
    'Ostrzega, gdy ochrona przed warunkami atmosferycznymi jest mniejsza niż klapa wentylacyjna lub żaluzja.',
  'message-set-needs-weather-protection':
    'Przy zestawie montowanym poziomo z ochroną przed warunkami atmosferycznymi trzeba wybrać komponent tej ochrony.',
  'hint-custom-dimensions':
    'Jeśli żaden komponent standardowy nie pasuje, kalkulator wskazuje na wymiary specjalne i dział obsługi klienta.',
  'hint-modernized-opening': 'Przy modernizacjach należy sprawdzić rozmiar istniejącego otworu.',
  'hint-weather-protection-coverage': 'Ochrona przed warunkami atmosferycznymi musi całkowicie zakrywać otwór.',
  // Stage products
  'control-panel':
    'L-AIO otrzymuje centralę sterującą BK-AIO, AIO-Basic jednostkę sterującą AIO-Basic, chyba że wybrano zestaw, który już ją zawiera.',
  'aio-basic-set': 'Wybrany zestaw AIO Basic trafia na listę produktów jako kompletny pakiet.',
  'closure-components': 'Klapy wentylacyjne i żaluzje trafiają na listę produktów w wybranej przez Ciebie lub rekomendowanej ilości.',
  'weather-protection-components':
    'Komponenty ochrony przed warunkami atmosferycznymi trafiają na listę produktów w wybranej przez Ciebie lub pasującej do zamknięć ilości.',
  'mounting-brackets':
    'Z kątownikiem montażowym każda klapa wentylacyjna serii JK-190 i JK-190-DB otrzymuje kątownik (Einbauwinkel) w rozmiarze swojego otworu.',
  'attachment-sets': 'Na każdy komponent grup THERMOFLAP, TAIRMO i S9 potrzebny jest zestaw mocujący AS-LF.',
  'interface-adapter-sets': 'Na każdy napęd TAIRMO lub S9 potrzebny jest zestaw adaptera interfejsu, ale co najmniej podana liczba.',
  'lift-status':
    'Wykrywanie stanu dźwigu trafia na listę produktów raz na dźwig, przy LST-CO2-V3 razem ze wzmacniaczami LST potrzebnymi w wysokich szybach.',
  'ras-figures':
    'Rura zasysającej czujki dymu RAS ma długość wysokości szybu, zaokrągloną w górę do 2500 mm i ograniczoną do 5000–75 000 mm; od 3 dźwigów potrzebne są 2 czujniki.',
  'smoke-detection-products':
    'Czujki punktowe: jedna na każde rozpoczęte 12 000 mm wysokości szybu; czujka liniowa SD-L-F1-50 do 50 000 mm (powyżej SD-L-F1-120); RAS-42000 do 42 000 mm (powyżej RAS-200) z rurą w metrach.',
  'additional-smoke-detector': 'Dodatkowa czujka dymu oznacza jeszcze jedną czujkę punktową.',
  'main-level-smoke-detector': 'Czujka dymu na poziomie głównym oznacza jeszcze jedną czujkę punktową.',
  'detector-present':
    'Ustala, czy przewidziano czujkę dymu (przez detekcję dymu, dodatkową czujkę dymu lub czujkę dymu na poziomie głównym).',
  'additional-thermostat': 'Zamówiony dodatkowy termostat trafia na listę produktów.',
  'thermostat-machine-room-down': 'Maszynownia u dołu zawsze wymaga dodatkowego termostatu.',
  'rt-45-rj': 'Podana liczba przycisków RT-45-RJ trafia na listę produktów.',
  'rt-45l-rj': 'Podana liczba przycisków RT-45L-RJ (z LED) trafia na listę produktów.',
  'rj45-splitter-requested': 'Podana liczba rozgałęźników RJ-45 trafia na listę produktów.',
  'rj45-splitter-needed': 'Każdy przycisk poza pierwszym wymaga rozgałęźnika RJ-45.',
  'key-switch-led': 'Podana liczba stacyjek z LED trafia na listę produktów.',
  'ventilation-timer': 'Zamówiony timer wentylacji trafia na listę produktów.',
  'humidity-sensor': 'Zamówiony czujnik wilgotności trafia na listę produktów.',
  'siren-with-key-switch': 'Zamówiona syrena z przełącznikiem kluczykowym trafia na listę produktów.',
  'eight-pin-interface-adapter': 'Zamówiony zestaw adaptera interfejsu 8-pin trafia na listę produktów.',
  'quiet-drive': 'Jeśli wymagany jest cichy napęd, trafia on na listę produktów.',
  'battery-pack':
    'Przy zamknięciu dostarczanym przez inwestora lub zasysającej czujce dymu RAS (nie przy AIO-Basic) oraz przy cichym napędzie potrzebne są co najmniej 2 pakiety akumulatorów.',
  'smoke-test-spray': 'Bez montażu przez dostawcę dołączany jest spray testowy do sprawdzania czujek dymu.',
  'fm-2m': 'Kabli połączeniowych FM-2M potrzeba tyle, ile zamknięć minus 2 (bez maszynowni minus 3), co najmniej 0.',
  'cable-motor': 'Każde zamknięcie wymaga kabla silnika (6 m).',
  'cable-smoke-switches': 'Każda czujka punktowa w szybie wymaga kabla (4 m).',
  'cable-ras-sdlf1': 'Każda zasysająca czujka dymu RAS lub czujka liniowa SD-L-F1 wymaga kabla (12 m).',
  'cable-additional-smoke-detector': 'Dodatkowa czujka dymu wymaga kabla (12 m).',
  'cable-main-level-detector': 'Czujka dymu na poziomie głównym wymaga kabla (12 m).',
  'cable-machine-room-detector': 'Przy maszynowni i czujce dymu potrzebny jest kabel (12 m) do maszynowni.',
  'cable-additional-thermostat': 'Każdy dodatkowy termostat wymaga kabla (6 m).',
  'cable-lift-status-multiple-lifts': 'Przy LST-CO2-V3 każdy kolejny dźwig w szybie wymaga kabla (12 m) do wykrywania stanu dźwigu.',
  'cable-lst-repeater': 'Każdy wzmacniacz LST wymaga kabla (12 m).',
  'cables-adjusted': 'Dostosowane przez Ciebie ilości kabli zastępują obliczone, które pozostają jako wartość orientacyjna.',
  // Stage post
  priced: 'Koszty są obliczane, gdy znana jest powierzchnia wentylacji i dostępne są ceny.',
  'cost-categories':
    'Komponenty są sumowane w kategoriach (ilość × cena jednostkowa, każda pozycja zaokrąglona do centów); zestawy AIO Basic liczą się jako komponenty sterowania.',
  'sum-of-components': 'Suma komponentów obejmuje wszystkie kategorie łącznie z komponentami niestandardowymi.',
  'logistic-costs': 'Koszty logistyki wynoszą 4,5 % sumy komponentów, co najmniej 35 € i najwyżej 290 € (przeliczone na walutę projektu).',
  'montage-calculable': 'Koszty montażu można obliczyć tylko w Niemczech i przy niemieckim kodzie pocztowym miejsca montażu (5 cyfr).',
  'installed-items': 'Do montażu liczą się zamknięcia (przy zestawie jego klapy), czujki punktowe, czujki liniowe i rury zasysające.',
  'estimated-installation-hours':
    'Czas montażu to 4 h bazowo, 2 h na zamknięcie, 0,75 h na czujkę punktową, 3 h na rurę zasysającą, 1,5 h na czujkę liniową, 0,5 h na 10 m wysokości szybu i 1 h na wzmacniacz, zaokrąglone w górę do pół godziny.',
  'assembly-costs': 'Koszty montażu to szacowany czas montażu razy 89 € za godzinę.',
  'installation-costs':
    'Uruchomienie kosztuje ryczałtowo 390 € przy zestawie AIO Basic, w przeciwnym razie (2 h + 0,5 h na dźwig) × 89 € za godzinę.',
  'travel-costs':
    'Koszty dojazdu zależą od pierwszej cyfry kodu pocztowego miejsca montażu: 3, 4 i 5 w cenie, 2 i 6 po 140 €, 0, 1, 7, 8 i 9 po 260 €.',
  total: 'Razem (netto) to suma komponentów plus koszty logistyki, montażu, uruchomienia i dojazdu.',
  'hint-check-smoke-detection-space':
    'Jeśli przewidziano czujkę dymu, przed zamówieniem należy sprawdzić miejsce na detekcję dymu w szybie.',
  'message-installation-not-possible':
    'Ostrzega, gdy zamówiono montaż, ale brakuje kodu pocztowego miejsca montażu lub nie jest niemieckim kodem pocztowym z 5 cyframi.',
  'hint-no-montage': 'Bez montażu nie ma kosztów montażu, uruchomienia ani dojazdu.',
  'message-price-incomplete':
    'Komponenty niestandardowe (wyceniane przez dostawcę), montaż, którego nie można obliczyć, oferta bez komponentu wentylacyjnego lub bez potrzebnej osłony przed warunkami atmosferycznymi sprawiają, że cena jest niepełna.',
};
