import type { Catalogue } from '../catalogue.js';
import type { deRuleSentences } from './de-rule-sentences.js';

/** English "Why?" sentences with the user's figures (see de-rule-sentences.ts). */
export const enRuleSentences: Catalogue<typeof deRuleSentences> = {
  'closure-components': {
    fits: '{{required}} → smallest fitting flap {{size}} ({{flapArea}}).',
    several: '{{required}} → no single flap is large enough: {{quantity}} × largest flap {{size}} ({{flapArea}} each).',
    chosen: 'Chosen by you: {{quantity}} × {{size}} ({{flapArea}}); {{required}}.',
  },
  'smoke-detection-products': {
    point: '1 point detector per started 12,000 mm of shaft height: {{height}} → {{quantity}}.',
    line: 'Line detector SD-L-F1-50 up to 50,000 mm of shaft height, above that SD-L-F1-120: {{height}} → {{product}}.',
    ras: 'Aspirating smoke detector RAS-42000 up to 42,000 mm of shaft height, above that RAS-200: {{height}} → {{product}}; 2 sensors from 3 lifts on: lifts in the shaft {{lifts}} → {{quantity}}.',
    pipe: 'The suction pipe is as long as the shaft height, rounded up to 2,500 mm (5,000 to 75,000 mm): {{height}} → {{pipe}} per sensor, {{quantity}} in all.',
  },
  'cable-motor': 'One motor cable (6 m) per closure (flap or louvre): closures {{source}} → {{count}}.',
  'cable-smoke-switches':
    'One cable (4 m) per point detector, 1 point detector per started 12,000 mm of shaft height: {{height}} → {{count}}.',
  'cable-ras-sdlf1': 'One cable (12 m) per RAS aspirating smoke detector or SD-L-F1 line detector: {{count}}.',
  'cable-lst-repeater': 'One cable (12 m) per LST repeater: repeaters {{source}} → {{count}}.',
  'cable-lift-status-multiple-lifts':
    'One cable (12 m) for lift status detection per further lift in the shaft: lifts {{source}} → {{count}}.',
  'cable-additional-thermostat': 'One cable (6 m) per additional thermostat: thermostats {{source}} → {{count}}.',
  'cables-adjusted': 'You adjusted the quantity to {{quantity}}; the calculation gave {{estimated}}.',
  'control-panel': 'System {{system}} → {{product}}.',
  'lift-status': {
    perLift: 'Lift status detection comes once per lift: lifts in the shaft {{lifts}} → {{quantity}}.',
    repeater:
      'The lift status line reaches 70,000 mm (65,000 mm with a machine room); above that one LST repeater per started 36,000 mm, and one more with a machine room: shaft height {{height}} → {{quantity}}.',
  },
  'rt-45-rj': {
    entered: 'Number of RT-45-RJ push buttons you entered: {{quantity}}.',
    byDefault: 'Every system comes with one RT-45-RJ push button unless you enter another number: {{quantity}}.',
  },
  'rt-45l-rj': 'Number of RT-45L-RJ push buttons (with LED) you entered: {{quantity}}.',
  'key-switch-led': 'Number of key switches with LED you entered: {{quantity}}.',
  'rj45-splitter-requested': 'Number of RJ-45 splitters you entered: {{quantity}}.',
  'rj45-splitter-needed': 'One RJ-45 splitter per push button beyond the first: push buttons {{buttons}} → {{count}}.',
  'message-several-flaps': '{{required}} → no single flap is large enough: {{count}} flaps of {{size}} needed.',
  'weather-protection-components': {
    matching: 'Weather protection the size of the closure ({{size}}), one per closure: {{quantity}}.',
    chosen: 'Chosen by you: {{quantity}} × {{product}}.',
  },
  'fm-2m': 'FM-2M connection cables: closures minus 2, minus 3 without a machine room, at least 0: closures {{closures}} → {{count}}.',
  'cable-machine-room-detector':
    'With a machine room ({{machineRoom}}) and a smoke detector, 1 cable (12 m) up to the machine room is needed.',
  'attachment-sets': 'One AS-LF attachment set per component of the THERMOFLAP, TAIRMO and S9 groups: {{quantity}}.',
  'interface-adapter-sets': 'One interface adapter set per TAIRMO or S9 drive, at least the number you entered ({{given}}): {{quantity}}.',
  'mounting-brackets': 'With mounting brackets, every JK-190 or JK-190-DB flap gets a bracket of its size {{size}}: {{quantity}}.',
};
