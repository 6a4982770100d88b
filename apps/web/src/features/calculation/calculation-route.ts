/** The calculator's steps, in tab order (docs/design.md#calculator-steps), and the template entry. */
export const CALCULATION_STEPS = ['basic-input', 'configuration', 'ventilation-components', 'cost-calculation'] as const;
export type CalculationStep = (typeof CALCULATION_STEPS)[number];
export const CALCULATION_FORMS = [...CALCULATION_STEPS, 'as-template'] as const;
export type CalculationForm = (typeof CALCULATION_FORMS)[number];

/** `new`, or a project number: C, 8 digits, a hyphen, then digits (e.g. C20261120-3). */
const PROJECT_ID = /^(new|C\d{8}-\d+)$/;

export const isProjectId = (value: string | undefined): value is string => value !== undefined && PROJECT_ID.test(value);
export const isCalculationForm = (value: string | undefined): value is CalculationForm =>
  value !== undefined && (CALCULATION_FORMS as readonly string[]).includes(value);

export const calculationPath = (projectId: string, form: CalculationForm = 'basic-input'): string => `/calculation/${projectId}/${form}`;
