/**
 * German "Why?" sentences with the user's figures, per rule id of the lift-shaft rule set (and a
 * variant where one rule explains different items). Placeholders are the named figures of
 * libs/i18n/src/explanations/rule-figures.ts, already formatted in the language; `{{required}}`
 * is the required ventilation area as `why.area.*` words it. Rules without a sentence here are
 * explained by their `ruleExplanation` text and the entries they read.
 */
export const deRuleSentences = {
  'closure-components': {
    fits: '{{required}} → kleinste passende Klappe {{size}} ({{flapArea}}).',
    several: '{{required}} → keine einzelne Klappe reicht: {{quantity}} × größte Klappe {{size}} ({{flapArea}} je Klappe).',
    chosen: 'Von Ihnen gewählt: {{quantity}} × {{size}} ({{flapArea}}); {{required}}.',
  },
  'smoke-detection-products': {
    point: '1 Punktmelder je angefangene 12.000 mm Schachthöhe: {{height}} → {{quantity}}.',
    line: 'Linienmelder SD-L-F1-50 bis 50.000 mm Schachthöhe, darüber SD-L-F1-120: {{height}} → {{product}}.',
    ras: 'Ansaugrauchmelder RAS-42000 bis 42.000 mm Schachthöhe, darüber RAS-200: {{height}} → {{product}}; ab 3 Aufzügen 2 Sensoren: Aufzüge im Schacht {{lifts}} → {{quantity}}.',
    pipe: 'Das Ansaugrohr ist so lang wie die Schachthöhe, aufgerundet auf 2.500 mm (5.000 bis 75.000 mm): {{height}} → {{pipe}} je Sensor, zusammen {{quantity}}.',
  },
  'cable-motor': 'Ein Motorkabel (6 m) je Verschluss (Lüftungsklappe oder Jalousie): Verschlüsse {{source}} → {{count}}.',
  'cable-smoke-switches': 'Ein Kabel (4 m) je Punktmelder, 1 Punktmelder je angefangene 12.000 mm Schachthöhe: {{height}} → {{count}}.',
  'cable-ras-sdlf1': 'Ein Kabel (12 m) je Ansaugrauchmelder RAS oder Linienmelder SD-L-F1: {{count}}.',
  'cable-lst-repeater': 'Ein Kabel (12 m) je LST-Repeater: Repeater {{source}} → {{count}}.',
  'cable-lift-status-multiple-lifts':
    'Ein Kabel (12 m) für die Aufzugszustandserkennung je weiterem Aufzug im Schacht: Aufzüge {{source}} → {{count}}.',
  'cable-additional-thermostat': 'Ein Kabel (6 m) je zusätzlichem Thermostat: Thermostate {{source}} → {{count}}.',
  'cables-adjusted': 'Sie haben die Menge auf {{quantity}} angepasst; berechnet waren {{estimated}}.',
  'control-panel': 'System {{system}} → {{product}}.',
  'lift-status': {
    perLift: 'Die Aufzugszustandserkennung kommt einmal je Aufzug: Aufzüge im Schacht {{lifts}} → {{quantity}}.',
    repeater:
      'Die Leitung der Aufzugszustandserkennung reicht 70.000 mm (mit Maschinenraum 65.000 mm), darüber ein LST-Repeater je angefangene 36.000 mm, mit Maschinenraum einer mehr: Schachthöhe {{height}} → {{quantity}}.',
  },
  'rt-45-rj': {
    entered: 'Von Ihnen angegebene Anzahl Taster RT-45-RJ: {{quantity}}.',
    byDefault: 'Zu jeder Anlage gehört ein Taster RT-45-RJ, solange Sie keine andere Anzahl angeben: {{quantity}}.',
  },
  'rt-45l-rj': 'Von Ihnen angegebene Anzahl Taster RT-45L-RJ (mit LED): {{quantity}}.',
  'key-switch-led': 'Von Ihnen angegebene Anzahl Schlüsselschalter mit LED: {{quantity}}.',
  'rj45-splitter-requested': 'Von Ihnen angegebene Anzahl RJ-45-Verteiler: {{quantity}}.',
  'rj45-splitter-needed': 'Ein RJ-45-Verteiler je Taster über den ersten hinaus: Taster {{buttons}} → {{count}}.',
  'message-several-flaps': '{{required}} → keine einzelne Klappe reicht: {{count}} Klappen {{size}} nötig.',
  'weather-protection-components': {
    matching: 'Wetterschutz in der Größe des Verschlusses ({{size}}), einer je Verschluss: {{quantity}}.',
    chosen: 'Von Ihnen gewählt: {{quantity}} × {{product}}.',
  },
  'fm-2m': 'Verbindungskabel FM-2M: Verschlüsse minus 2, ohne Maschinenraum minus 3, mindestens 0: Verschlüsse {{closures}} → {{count}}.',
  'cable-machine-room-detector':
    'Mit Maschinenraum ({{machineRoom}}) und Rauchmelder wird 1 Kabel (12 m) bis in den Maschinenraum benötigt.',
  'attachment-sets': 'Ein Anbauset AS-LF je Komponente der Gruppen THERMOFLAP, TAIRMO und S9: {{quantity}}.',
  'interface-adapter-sets':
    'Ein Schnittstellenadapter-Set je TAIRMO- oder S9-Antrieb, mindestens die von Ihnen angegebene Anzahl ({{given}}): {{quantity}}.',
  'mounting-brackets':
    'Mit Einbauwinkel erhält jede Lüftungsklappe JK-190 oder JK-190-DB einen Einbauwinkel ihrer Größe {{size}}: {{quantity}}.',
} as const;
