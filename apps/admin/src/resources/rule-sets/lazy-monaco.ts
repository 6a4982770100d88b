import { lazy } from 'react';

// Monaco is about 1 MB gzipped: it loads with the first rule-set page only, and every part of the
// page that shows JSON (editor, comparison, "try it") takes it from here.
export const RuleEditor = lazy(() => import('./RuleEditor'));
export const RuleDiff = lazy(() => import('./RuleEditor').then((m) => ({ default: m.RuleDiff })));
export const JsonView = lazy(() => import('./RuleEditor').then((m) => ({ default: m.JsonView })));
export const JsonInput = lazy(() => import('./RuleEditor').then((m) => ({ default: m.JsonInput })));
