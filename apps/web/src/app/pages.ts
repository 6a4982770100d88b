import { lazy } from 'react';

/** Every page is its own chunk, loaded on first visit behind the BKCC-lazy spinner. */
export const ProjectExplorerPage = lazy(() => import('../features/project-explorer/ProjectExplorerPage'));
export const CalculationPage = lazy(() => import('../features/calculation/CalculationPage'));
export const SimulatorPage = lazy(() => import('../features/simulator/SimulatorPage'));
export const ImprintPage = lazy(() => import('../features/legal/ImprintPage'));
export const DataProtectionPage = lazy(() => import('../features/legal/DataProtectionPage'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
