import type { Catalogue } from '../catalogue.js';
import type { deRuleExplanations } from './de-rule-explanations.js';

/** English "Why?" explanations of the lift-shaft rules (see de-rule-explanations.ts). */
export const enRuleExplanations: Catalogue<typeof deRuleExplanations> = {
  // Stage options
  'has-machine-room':
    'There is a machine room when it is given as top or bottom; this affects line lengths, repeaters, smoke detection and cables.',
  'lift-area-percentages-by-country':
    'Which share of the shaft floor area can be chosen as ventilation area depends on the country: 2.5 % in Germany, 2.5 % or 1.0 % in Austria, manual entry only elsewhere.',
  'lift-area-manual-if-modernized':
    'For modernizations in Germany and Austria the ventilation area can also be entered manually, for example from the existing opening.',
  'chosen-lift-area-percentage':
    'If the chosen share of the ventilation area is not allowed for the country and project type, the first allowed share is used.',
  'lift-area-percent':
    'The chosen share sets the percentage of the shaft floor area (2.5 % or 1.0 %); with manual entry the entered ventilation area applies.',
  'shaft-floor-area': 'The shaft floor area is shaft width times shaft depth in mm²; without both dimensions it cannot be calculated.',
  'minimum-lift-area':
    'The minimum ventilation area is the shaft floor area times the percentage, rounded up, but at least 100,000 mm² (e.g. 1,600 × 2,600 mm at 2.5 % = 104,000 mm²).',
  'total-lift-area':
    'The required ventilation area is the entered value with manual entry, otherwise the calculated minimum ventilation area.',
  ready:
    'Only once a required ventilation area above 0 mm² is known does the calculator determine components and costs; otherwise everything is reset.',
  'aio-basic-availability':
    'The AIO-Basic system is not possible if the closure (NRWG) is supplied on site, low-energy standard or a low-noise drive is required, there are more than 2 lifts in the shaft or an additional smoke detector is wanted.',
  'aio-basic-excluded-by': 'Finds the first input that rules out AIO-Basic so that the hint "Excluded by …" can name it.',
  'aio-sets-allowed':
    'AIO-Basic sets are offered only when ventilation area, installation position and shaft height are given, no main-level smoke detector is wanted and AIO-Basic is possible.',
  'aio-line-length-reduction':
    'With a machine room the shaft heights allowed for the AIO-Basic sets drop by 12,000 mm because the line must reach the machine room.',
  'aio-set-aio-basic-pd-12':
    'The AIO-BASIC-PD-12 set with point detectors fits shaft heights up to 12,000 mm; with a machine room the limits move down by 12,000 mm.',
  'aio-set-aio-basic-pd-24':
    'The AIO-BASIC-PD-24 set with point detectors fits shaft heights above 12,000 mm up to 24,000 mm; with a machine room the limits move down by 12,000 mm.',
  'aio-set-aio-basic-pd-36':
    'The AIO-BASIC-PD-36 set with point detectors fits shaft heights above 24,000 mm up to 36,000 mm; with a machine room the limits move down by 12,000 mm.',
  'aio-set-aio-basic-pd-48':
    'The AIO-BASIC-PD-48 set with point detectors fits shaft heights above 36,000 mm up to 48,000 mm; with a machine room the limits move down by 12,000 mm.',
  'aio-set-aio-basic-sd-l-f1-50':
    'The AIO-BASIC-SD-L-F1-50 set with the SD-L-F1 line detector fits shaft heights up to 50,000 mm and is not offered with a machine room, where AIO-Basic allows point detectors only.',
  'aio-set-aio-basic-sd-l-f1-100':
    'The AIO-BASIC-SD-L-F1-100 set with the SD-L-F1 line detector fits shaft heights above 50,000 mm up to 100,000 mm and is not offered with a machine room, where AIO-Basic allows point detectors only.',
  'chosen-aio-set': 'A chosen AIO-Basic set that is no longer offered with the current inputs is deselected.',
  flow: 'With an AIO-Basic set the calculator follows the complete-set flow and skips steps; without a set it follows the standard flow.',
  'system-l-aio': 'The L-AIO system with the BK-AIO control panel is always available and offered first.',
  'system-aio-basic': 'The AIO-Basic system is offered as long as no input rules it out.',
  'chosen-system': 'With an AIO-Basic set the system is AIO-Basic; if the chosen system is not available, the first available one is used.',
  'remaining-lst-line-length':
    'The lift status detection line reaches 70,000 mm (65,000 mm with a machine room); shaft height beyond that must be bridged with repeaters.',
  'repeater-count': 'One LST repeater is needed per started 36,000 mm of remaining length, plus one for the line to a machine room.',
  'smoke-detection-by-height':
    'The smoke detection offered depends on the shaft height: up to 12,000 mm point detectors first, up to 75,000 mm the SD-L-F1 line detector first, above that without the RAS aspirating smoke detector.',
  'smoke-none-not-in-germany': 'Smoke detection is mandatory in Germany, so "None" is not offered there.',
  'smoke-none-needs-integration-or-reduced-area':
    'No smoke detection is possible only with a connection to a fire alarm or building management system, or with a ventilation area of 1.0 % or manual entry.',
  'point-detector-at-most-two-lifts': 'Point detectors are possible only with at most 2 lifts per shaft and are removed with more lifts.',
  'sdlf1-height-range': 'The SD-L-F1 line detector is possible only with a shaft height above 8,000 mm up to and including 120,000 mm.',
  'machine-room-aio-basic-point-detector-only': 'With a machine room AIO-Basic allows only point detectors for smoke detection.',
  'chosen-smoke-detection':
    'If the chosen smoke detection is not possible, the first possible one is used; if only one remains, it is fixed.',
  'aio-set-forces-point-detector': 'An AIO-Basic set with "PD" in its name contains point detectors and fixes the smoke detection to them.',
  'aio-set-forces-sdlf1':
    'An AIO-Basic set with "SD-L-F1" in its name contains the SD-L-F1 line detector and fixes the smoke detection to it.',
  'lift-status-options': 'For lift status detection you can choose LST-CO2-V3 or the fault alarm contact.',
  'lst-not-with-repeaters-on-aio-basic': 'With AIO-Basic, LST-CO2-V3 is not possible as soon as the shaft needs a repeater.',
  'chosen-lift-status': 'If the chosen lift status detection is not possible, the first possible one is used.',
  'montage-included': 'Installation by the provider is possible only for projects in Germany.',
  'montage-location':
    "Without an entry of its own, the building's postal code is used as installation site; outside Germany there is no installation site.",
  'component-quantity-reset-triggers':
    'When the AIO-Basic set, installation position, on-site closure, project type, system, weather protection, low-noise drive or low-energy standard change, the ventilation component quantities are reset.',
  'message-more-than-two-lifts':
    'Warns that more than 2 lifts per shaft are possible only with a special configuration agreed with the provider.',
  'message-point-detector-lifts': 'Warns when point detectors are chosen although there are more than 2 lifts in the shaft.',
  'message-sdlf1-height': 'Warns when the SD-L-F1 line detector is chosen but the shaft height is not above 8,000 mm up to 120,000 mm.',
  'hint-excluded-by':
    'Names the input that rules out AIO-Basic and points out that these options are possible only with the BK-AIO control panel.',
  'message-lift-area-percentage-reset': 'Tells you when the chosen share of the ventilation area was not available and was replaced.',
  'message-system-reset': 'Tells you when the chosen system was not available and was replaced.',
  'message-smoke-detection-reset': 'Tells you when the chosen smoke detection was not possible and was replaced.',
  'message-lift-status-reset': 'Tells you when the chosen lift status detection was not possible and was replaced.',
  'message-aio-set-not-available':
    'Tells you when the chosen AIO-Basic set is not available with the current inputs and is therefore not included.',
  'message-montage-only-in-germany': 'Tells you that installation is not possible outside Germany and is therefore not included.',
  'hint-fire-alarm-consultation': 'A connection to a fire alarm or building management system needs to be agreed with the provider.',
  'hint-nshev-wind-independent': 'An NRWG/NSHEV supplied on site must be wind-independent and have a 24 V drive.',
  // Stage ventilation
  'flap-group': 'Modernizations use ventilation flaps of the JK-190 series, other projects JK-180-HV.',
  'flap-table': "The series' ventilation flaps are ordered by ventilation area to find the right size.",
  'single-flap': 'The smallest ventilation flap whose ventilation area covers the required ventilation area is chosen.',
  'flap-size-single': 'If a single ventilation flap covers the ventilation area, exactly one flap of that size is needed.',
  'largest-flap': 'If no single ventilation flap covers the ventilation area, the largest flap of the series is used.',
  'flap-size-largest':
    'If no single ventilation flap covers the ventilation area, as many of the largest flap are needed as it takes to reach the area.',
  'required-area-per-component':
    'Each ventilation component must cover the whole ventilation area or, when several are needed, be at least as large as the largest flap.',
  'vc-closures': 'Ventilation components are the closures (ventilation flaps and louvres); weather protection is offered separately.',
  'vc-supplied-on-site': 'If the closure is supplied on site, only drives for it are offered (TAIRMO, S9).',
  'vc-not-supplied-on-site':
    'Otherwise only ventilation flaps and louvres whose ventilation area reaches the required area per component are offered.',
  'vc-installation-position': 'Only components for the chosen installation position (vertical or horizontal) are offered.',
  'vc-project-type': 'Only components suitable for the project type (new building or modernization) are offered.',
  'vc-low-energy': 'With low-energy standard only insulated closures are offered.',
  'vc-quiet': 'With a low-noise drive only quiet closures are offered.',
  'vc-en12101-2': 'If EN 12101-2 is required, only closures tested to it are offered.',
  'vc-spring-return-aio-basic': 'With AIO-Basic only spring-return closures are offered.',
  'vc-weathershelter': 'If weather protection is required, only closures that can take weather protection or have it built in are offered.',
  'ventilation-candidates': 'The ventilation components left after all filters are the choice in the ventilation components step.',
  'recommended-rows':
    'The recommendation comes from the group with the highest recommendation priority, within it the smallest width first, then the smallest height. When no suitable group has a priority (horizontal installation: roof flaps only), the flap with the smallest ventilation area is recommended.',
  'recommended-component': 'The first component in this order is recommended.',
  recommended: 'The recommended component is marked "Recommended" in the choice.',
  'weather-protection-rows':
    'If weather protection is required and the closure is not supplied on site, weather protection components are offered.',
  'weather-protection-groups':
    'With vertical installation the weather protection comes from the ALAS group, otherwise from the other weather protection groups.',
  'component-quantities-reset-area': 'If the required ventilation area shrinks, the ventilation component quantities are reset.',
  'user-closures': 'The quantities you entered apply to closures still offered with the current inputs.',
  'closure-source':
    'If you entered quantities they apply; otherwise the recommended component is chosen as many times as ventilation flaps are needed.',
  'closure-count':
    'Counts the chosen closures (ventilation flaps and louvres), which cables, installation and weather protection depend on.',
  'weather-protection-size': "Weather protection follows the flap size: with a set the set's flap, otherwise the first chosen closure.",
  'weather-protection-offered': "With an AIO-Basic set only the weather protection in the flap's size is offered.",
  'user-weather-protection': 'The quantities you entered apply to weather protection components still offered with the current inputs.',
  'closures-need-weather-protection': 'A closure with built-in weather protection needs no additional weather protection.',
  'weather-protection-source':
    "Without quantities of your own, the weather protection matching the flap size is chosen per closure; for a set installed horizontally you choose it yourself. When there is none of the flap's size, it reports an error.",
  'dropped-components': 'Quantities for components that are no longer offered are discarded.',
  'message-no-component': 'Reports an error when no ventilation component is chosen.',
  'message-too-few-components': 'Warns when fewer ventilation components are chosen than ventilation flaps are needed.',
  'message-several-flaps': 'Warns that no single ventilation flap covers the ventilation area and several flaps are needed.',
  'message-weather-protection-supplied-closure':
    'Reports an error because weather protection cannot be chosen for a closure supplied on site.',
  'message-incompatible-closure-weather-protection':
    'Reports an error when weather protection is combined with a closure not suitable for it.',
  'message-weather-protection-too-small': 'Warns when the weather protection is smaller than the ventilation flap or louvre.',
  'message-set-needs-weather-protection':
    'A set installed horizontally with weather protection needs a weather protection component to be chosen.',
  'hint-custom-dimensions': 'If no standard component fits, the calculator points to custom dimensions and customer service.',
  'hint-modernized-opening': 'For modernizations the size of the existing opening should be checked.',
  'hint-weather-protection-coverage': 'The weather protection must cover the opening completely.',
  // Stage products
  'control-panel':
    'L-AIO gets the BK-AIO control panel, AIO-Basic the AIO-Basic control unit unless a set that already contains one is chosen.',
  'aio-basic-set': 'A chosen AIO-Basic set goes into the product list as a complete package.',
  'closure-components': 'The ventilation flaps and louvres go into the product list in the quantity you chose or the recommended one.',
  'weather-protection-components':
    'The weather protection components go into the product list in the quantity you chose or the one matching the closures.',
  'mounting-brackets':
    'With mounting brackets every ventilation flap of the JK-190 and JK-190-DB series gets a mounting bracket (Einbauwinkel) in its opening size.',
  'attachment-sets': 'One AS-LF attachment set is needed per component of the THERMOFLAP, TAIRMO and S9 groups.',
  'interface-adapter-sets': 'One interface adapter set is needed per TAIRMO or S9 drive, but at least the number entered.',
  'lift-status':
    'Lift status detection goes into the product list once per lift, with LST-CO2-V3 together with the LST repeaters tall shafts need.',
  'ras-figures':
    'The pipe of the RAS aspirating smoke detector is as long as the shaft height, rounded up to 2,500 mm and limited to 5,000 to 75,000 mm; from 3 lifts 2 sensors are needed.',
  'smoke-detection-products':
    'Point detectors come one per started 12,000 mm of shaft height, the SD-L-F1-50 line detector up to 50,000 mm (above that SD-L-F1-120) and the RAS-42000 up to 42,000 mm (above that RAS-200) with its pipe in metres.',
  'additional-smoke-detector': 'An additional smoke detector adds another point detector.',
  'main-level-smoke-detector': 'A main-level smoke detector adds another point detector.',
  'detector-present':
    'Determines whether a smoke detector is planned (through the smoke detection, an additional smoke detector or a main-level smoke detector).',
  'additional-thermostat': 'A requested additional thermostat goes into the product list.',
  'thermostat-machine-room-down': 'A machine room at the bottom always needs an additional thermostat.',
  'rt-45-rj': 'The number of RT-45-RJ buttons entered goes into the product list.',
  'rt-45l-rj': 'The number of RT-45L-RJ buttons (with LED) entered goes into the product list.',
  'rj45-splitter-requested': 'The number of RJ-45 splitters entered goes into the product list.',
  'rj45-splitter-needed': 'Every button beyond the first needs an RJ-45 splitter.',
  'key-switch-led': 'The number of key switches with LED entered goes into the product list.',
  'ventilation-timer': 'A requested ventilation timer goes into the product list.',
  'humidity-sensor': 'A requested humidity sensor goes into the product list.',
  'siren-with-key-switch': 'A requested siren with key switch goes into the product list.',
  'eight-pin-interface-adapter': 'A requested 8-pin interface adapter set goes into the product list.',
  'quiet-drive': 'If a low-noise drive is required, it goes into the product list.',
  'battery-pack':
    'With a closure supplied on site or the RAS aspirating smoke detector (not with AIO-Basic), and with a low-noise drive, at least 2 battery packs are needed.',
  'smoke-test-spray': 'Without installation by the provider a test spray for checking the smoke detectors is supplied.',
  'fm-2m': 'As many FM-2M connecting cables are needed as closures minus 2 (minus 3 without a machine room), at least 0.',
  'cable-motor': 'Each closure needs a motor cable (6 m).',
  'cable-smoke-switches': 'Each point detector in the shaft needs a cable (4 m).',
  'cable-ras-sdlf1': 'Each RAS aspirating smoke detector or SD-L-F1 line detector needs a cable (12 m).',
  'cable-additional-smoke-detector': 'The additional smoke detector needs a cable (12 m).',
  'cable-main-level-detector': 'The main-level smoke detector needs a cable (12 m).',
  'cable-machine-room-detector': 'With a machine room and a smoke detector, a cable (12 m) to the machine room is needed.',
  'cable-additional-thermostat': 'Each additional thermostat needs a cable (6 m).',
  'cable-lift-status-multiple-lifts': 'With LST-CO2-V3 each further lift in the shaft needs a cable (12 m) for lift status detection.',
  'cable-lst-repeater': 'Each LST repeater needs a cable (12 m).',
  'cables-adjusted': 'Cable quantities you adjusted replace the calculated ones, which remain as a reference.',
  // Stage post
  priced: 'Costs are calculated once the ventilation area is known and prices are available.',
  'cost-categories':
    'Components are summed per category (quantity × unit price, each line rounded to cents); AIO-Basic sets count as control system components.',
  'sum-of-components': 'The sum of components adds up all categories including non-standard components.',
  'logistic-costs':
    'Logistics costs are 4.5 % of the sum of components, at least €35 and at most €290 (converted to the project currency).',
  'montage-calculable': 'Installation costs can be calculated only in Germany and with an German installation-site postal code (5 digits).',
  'installed-items': 'Installation counts the closures (with a set its flaps), point detectors, line detectors and aspirating pipes.',
  'estimated-installation-hours':
    'Installation time is 4 h base, 2 h per closure, 0.75 h per point detector, 3 h per aspirating pipe, 1.5 h per line detector, 0.5 h per 10 m of shaft height and 1 h per repeater, rounded up to half hours.',
  'assembly-costs': 'Installation costs are the estimated installation time times €89 per hour.',
  'installation-costs': 'Commissioning costs a flat €390 with an AIO-Basic set, otherwise (2 h + 0.5 h per lift) × €89 per hour.',
  'travel-costs':
    'Travel costs depend on the first digit of the installation-site postal code: 3, 4 and 5 included, 2 and 6 €140, 0, 1, 7, 8 and 9 €260.',
  total: 'The total (net) is the sum of components plus logistics, installation, commissioning and travel costs.',
  'hint-check-smoke-detection-space':
    'If a smoke detector is planned, the space for smoke detection in the shaft should be checked before ordering.',
  'message-installation-not-possible':
    'Warns when installation is wanted but the installation-site postal code is missing or is not a German postal code of 5 digits.',
  'hint-no-montage': 'Without installation there are no installation, commissioning or travel costs.',
  'message-price-incomplete':
    'Non-standard components (priced by the provider), an installation that cannot be calculated, a quote without a ventilation component or without the weather protection it needs make the price incomplete.',
};
