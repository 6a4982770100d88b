import type { Catalogue } from '../catalogue.js';
import type { deRuleSentences } from './de-rule-sentences.js';

/** Polish "Why?" sentences with the user's figures (see de-rule-sentences.ts). */
export const plRuleSentences: Catalogue<typeof deRuleSentences> = {
  'closure-components': {
    fits: '{{required}} → najmniejsza pasująca klapa {{size}} ({{flapArea}}).',
    several: '{{required}} → żadna pojedyncza klapa nie wystarcza: {{quantity}} × największa klapa {{size}} ({{flapArea}} każda).',
    chosen: 'Wybrane przez Ciebie: {{quantity}} × {{size}} ({{flapArea}}); {{required}}.',
  },
  'smoke-detection-products': {
    point: '1 czujka punktowa na każde rozpoczęte 12 000 mm wysokości szybu: {{height}} → {{quantity}}.',
    line: 'Czujka liniowa SD-L-F1-50 do 50 000 mm wysokości szybu, powyżej SD-L-F1-120: {{height}} → {{product}}.',
    ras: 'Zasysająca czujka dymu RAS-42000 do 42 000 mm wysokości szybu, powyżej RAS-200: {{height}} → {{product}}; od 3 dźwigów 2 czujniki: dźwigi w szybie {{lifts}} → {{quantity}}.',
    pipe: 'Rura zasysająca jest tak długa jak wysokość szybu, zaokrąglona w górę do 2 500 mm (od 5 000 do 75 000 mm): {{height}} → {{pipe}} na czujnik, razem {{quantity}}.',
  },
  'cable-motor': 'Jeden kabel silnika (6 m) na każde zamknięcie (klapę lub żaluzję): zamknięcia {{source}} → {{count}}.',
  'cable-smoke-switches':
    'Jeden kabel (4 m) na czujkę punktową, 1 czujka punktowa na każde rozpoczęte 12 000 mm wysokości szybu: {{height}} → {{count}}.',
  'cable-ras-sdlf1': 'Jeden kabel (12 m) na zasysającą czujkę dymu RAS lub czujkę liniową SD-L-F1: {{count}}.',
  'cable-lst-repeater': 'Jeden kabel (12 m) na wzmacniacz LST: wzmacniacze {{source}} → {{count}}.',
  'cable-lift-status-multiple-lifts':
    'Jeden kabel (12 m) do wykrywania stanu dźwigu na każdy kolejny dźwig w szybie: dźwigi {{source}} → {{count}}.',
  'cable-additional-thermostat': 'Jeden kabel (6 m) na dodatkowy termostat: termostaty {{source}} → {{count}}.',
  'cables-adjusted': 'Zmieniono ilość na {{quantity}}; z obliczenia wynikało {{estimated}}.',
  'control-panel': 'System {{system}} → {{product}}.',
  'lift-status': {
    perLift: 'Wykrywanie stanu dźwigu jest potrzebne raz na dźwig: dźwigi w szybie {{lifts}} → {{quantity}}.',
    repeater:
      'Linia wykrywania stanu dźwigu sięga 70 000 mm (z maszynownią 65 000 mm); powyżej jeden wzmacniacz LST na każde rozpoczęte 36 000 mm, z maszynownią jeszcze jeden: wysokość szybu {{height}} → {{quantity}}.',
  },
  'rt-45-rj': {
    entered: 'Podana liczba przycisków RT-45-RJ: {{quantity}}.',
    byDefault: 'Każdy system ma jeden przycisk RT-45-RJ, dopóki nie podasz innej liczby: {{quantity}}.',
  },
  'rt-45l-rj': 'Podana liczba przycisków RT-45L-RJ (z diodą LED): {{quantity}}.',
  'key-switch-led': 'Podana liczba przełączników kluczykowych z diodą LED: {{quantity}}.',
  'rj45-splitter-requested': 'Podana liczba rozdzielaczy RJ-45: {{quantity}}.',
  'rj45-splitter-needed': 'Jeden rozdzielacz RJ-45 na każdy przycisk poza pierwszym: przyciski {{buttons}} → {{count}}.',
  'message-several-flaps': '{{required}} → żadna pojedyncza klapa nie wystarcza: potrzebna liczba klap {{size}}: {{count}}.',
  'weather-protection-components': {
    matching: 'Ochrona przed warunkami atmosferycznymi w rozmiarze zamknięcia ({{size}}), jedna na zamknięcie: {{quantity}}.',
    chosen: 'Wybrane przez Ciebie: {{quantity}} × {{product}}.',
  },
  'fm-2m': 'Kable połączeniowe FM-2M: zamknięcia minus 2, bez maszynowni minus 3, co najmniej 0: zamknięcia {{closures}} → {{count}}.',
  'cable-machine-room-detector': 'Z maszynownią ({{machineRoom}}) i czujką dymu potrzebny jest 1 kabel (12 m) do maszynowni.',
  'attachment-sets': 'Jeden zestaw montażowy AS-LF na każdy komponent grup THERMOFLAP, TAIRMO i S9: {{quantity}}.',
  'interface-adapter-sets':
    'Jeden zestaw adaptera interfejsu na każdy napęd TAIRMO lub S9, co najmniej podana liczba ({{given}}): {{quantity}}.',
  'mounting-brackets':
    'Z kątownikiem montażowym każda klapa JK-190 lub JK-190-DB otrzymuje kątownik w swoim rozmiarze {{size}}: {{quantity}}.',
};
