import { PROJECT_STATES, type ProjectState } from '@lsp/contracts';

/** Project states live with the project contract; the domain re-exports them. */
export { PROJECT_STATES, type ProjectState };

/** The enumerations of the form values (docs/design.md#form-values), in the order screens list them. */
export const COUNTRIES = ['de', 'at'] as const;
export const PROJECT_TYPES = ['NEWBUILDING', 'MODERNIZED'] as const;
export const BUILDING_TYPES = ['RESIDENTAL', 'INDUSTRY', 'HEALTHCARE', 'OFFICE'] as const;
export const INSTALLATION_POSITIONS = ['V', 'H'] as const;
export const MACHINE_ROOMS = ['up', 'down', 'no'] as const;
export const SYSTEMS = ['L-AIO', 'AIO-Basic'] as const;
export const SMOKE_DETECTIONS = ['NONE', 'POINTDETECTOR', 'SDLF1', 'RAS'] as const;
export const LIFT_STATUS_DETECTIONS = ['LST-CO2-V3', 'FAULTALARMCONTACT'] as const;
export const REQUEST_TYPES = ['QUESTION', 'ORDER', 'OFFER', 'OTHER'] as const;
export const LIFT_AREA_PERCENTAGES = ['2_5_PERCENT', '1_0_PERCENT', 'MANUAL'] as const;
export const COST_CATEGORIES = [
  'ventilationComponents',
  'controlSystemComponents',
  'smokeDetection',
  'cabling',
  'assemblyComponents',
  'nonStandard',
  'sumOfComponents',
  'logisticCosts',
  'assemblyCosts',
  'installationCosts',
  'travelCosts',
  'total',
] as const;
/** Product categories used when a project is saved. */
export const SAVED_PRODUCT_CATEGORIES = ['VENTCOMP', 'NONSTANDARDCOMPONENTS'] as const;
export const CABLE_CATEGORIES = [
  'additionalThermostat',
  'liftStatusMultipleLifts',
  'lstRepeater',
  'additionalSmokeDetector',
  'machineRoomDetector',
  'mainLevelDetector',
  'rasSdlf1',
  'smokeSwitches',
  'motor',
] as const;
export const CALCULATOR_TABS = ['basic-input', 'configuration', 'ventilation-components', 'cost-calculation'] as const;
/** The form part of a calculation route; `as-template` opens a project as a template. */
export const CALCULATION_FORMS = [...CALCULATOR_TABS, 'as-template'] as const;

export type Country = (typeof COUNTRIES)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];
export type BuildingType = (typeof BUILDING_TYPES)[number];
export type InstallationPosition = (typeof INSTALLATION_POSITIONS)[number];
export type MachineRoom = (typeof MACHINE_ROOMS)[number];
export type SystemKind = (typeof SYSTEMS)[number];
export type SmokeDetection = (typeof SMOKE_DETECTIONS)[number];
export type LiftStatusDetection = (typeof LIFT_STATUS_DETECTIONS)[number];
export type RequestType = (typeof REQUEST_TYPES)[number];
export type LiftAreaPercentage = (typeof LIFT_AREA_PERCENTAGES)[number];
export type CostCategory = (typeof COST_CATEGORIES)[number];
export type CableCategory = (typeof CABLE_CATEGORIES)[number];
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];
export type CalculationForm = (typeof CALCULATION_FORMS)[number];
