import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
