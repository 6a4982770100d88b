/**
 * Monaco from the bundle, never from a CDN: @monaco-editor/react is told to use the local
 * `monaco-editor`, and its workers are Vite worker chunks served from /admin/ (the CSP allows
 * scripts and workers from 'self' only, plus blob: workers).
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};
loader.config({ monaco });

export { monaco };
