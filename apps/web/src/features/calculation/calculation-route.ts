/** The calculator's steps, in tab order (docs/design.md#calculator-steps), and the template entry. */
export const CALCULATION_STEPS = ['basic-input', 'configuration', 'ventilation-components', 'cost-calculation'] as const;
export type CalculationStep = (typeof CALCULATION_STEPS)[number];
export const CALCULATION_FORMS = [...CALCULATION_STEPS, 'as-template'] as const;
export type CalculationForm = (typeof CALCULATION_FORMS)[number];

/**
 * `new`, a project number (C, 8 digits, a hyphen, then digits, e.g. C20261120-3), or a new project
 * kept only on the device, named by its create key (`draft-` and a UUID, docs/offline.md).
 */
const PROJECT_ID = /^(new|C\d{8}-\d+|draft-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const isProjectId = (value: string | undefined): value is string => value !== undefined && PROJECT_ID.test(value);
export const isCalculationForm = (value: string | undefined): value is CalculationForm =>
  value !== undefined && (CALCULATION_FORMS as readonly string[]).includes(value);

export const calculationPath = (projectId: string, form: CalculationForm = 'basic-input'): string => `/calculation/${projectId}/${form}`;
