import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { useRowCheckboxLabels } from './row-checkbox-labels';

export function AdminLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
