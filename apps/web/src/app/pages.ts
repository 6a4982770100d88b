import { lazy } from 'react';
import { loadCalculatorTexts } from '../core/i18n/i18n';

/** Every page is its own chunk, loaded on first visit behind the BKCC-lazy spinner. */
export const ProjectExplorerPage = lazy(() => import('../features/project-explorer/ProjectExplorerPage'));
/** The calculator's texts are a chunk of their own too, loaded alongside it. */
export const CalculationPage = lazy(() =>
  Promise.all([import('../features/calculation/CalculationPage'), loadCalculatorTexts()]).then(([page]) => page),
);
export const SimulatorPage = lazy(() => import('../features/simulator/SimulatorPage'));
export const ImprintPage = lazy(() => import('../features/legal/ImprintPage'));
export const DataProtectionPage = lazy(() => import('../features/legal/DataProtectionPage'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
