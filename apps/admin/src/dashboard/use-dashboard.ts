import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDashboard } from '@lsp/contracts';
import type { AdminDataProvider } from '../data/data-provider';

/** The dashboard's figures, loaded once per visit. */
export function useDashboard(): { figures: AdminDashboard | null; error: unknown } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [figures, setFigures] = useState<AdminDashboard | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    dataProvider.dashboard().then(
      (f) => current && setFigures(f),
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return { figures, error };
}
