import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectSummaryData, ProjectView } from '@lsp/contracts';
import type { ApiClient } from '../../core/api/api-client';
import { fetchProjectPage, PROJECT_PAGE_SIZE } from './project-list-api';

export interface ProjectList {
  projects: ProjectSummaryData[];
  /** The server said more projects follow the ones shown. */
  hasMore: boolean;
  /** More than the first page was asked for (the end of the list is then worth a message). */
  pagedOn: boolean;
  status: 'loading' | 'loadingMore' | 'ready' | 'error';
  error?: unknown;
  loadMore(): void;
  reload(): void;
  /** Drops a deleted project from what is shown; the next page's offset shifts with it. */
  forget(id: string): void;
}

interface ListState {
  projects: ProjectSummaryData[];
  hasMore: boolean;
  pages: number;
  status: ProjectList['status'];
  error?: unknown;
}

const LOADING: ListState = { projects: [], hasMore: false, pages: 0, status: 'loading' };

/**
 * The project list for a view and search text, page by page. A new view or search starts over,
 * and answers to a superseded request are dropped, so a slow answer never overwrites a newer one.
 */
export function useProjectList(api: ApiClient, view: ProjectView, query: string): ProjectList {
  const [state, setState] = useState<ListState>(LOADING);
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (first: number, append: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => (append ? { ...previous, status: 'loadingMore', error: undefined } : LOADING));
      fetchProjectPage(api, { view, query, first, count: PROJECT_PAGE_SIZE }, current.signal).then(
        ([page, hasMore]) => {
          if (current.signal.aborted) return;
          setState((previous) => {
            const known = append ? previous.projects : [];
            const fresh = page.filter((project) => !known.some((shown) => shown.id === project.id));
            return { projects: [...known, ...fresh], hasMore, pages: append ? previous.pages + 1 : 1, status: 'ready' };
          });
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          setState((previous) => ({ ...previous, status: 'error', error }));
        },
      );
    },
    [api, view, query],
  );

  useEffect(() => {
    load(0, false);
    return () => controller.current?.abort();
  }, [load, generation]);

  const loadMore = useCallback(() => load(state.projects.length, true), [load, state.projects.length]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const forget = useCallback((id: string) => {
    setState((previous) => ({ ...previous, projects: previous.projects.filter((project) => project.id !== id) }));
  }, []);

  return {
    projects: state.projects,
    hasMore: state.hasMore,
    pagedOn: state.pages > 1,
    status: state.status,
    error: state.error,
    loadMore,
    reload,
    forget,
  };
}
