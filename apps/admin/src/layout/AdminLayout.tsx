import { useEffect, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout, useSidebarState } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { useRowCheckboxLabels } from './row-checkbox-labels';

/**
 * Below a laptop's width the menu starts folded to its icons (the ☰ button opens it): on a 768 px
 * tablet its 240 px are the lists' (docs/backoffice.md#narrow-screens).
 */
function useFoldedMenuOnNarrowScreens(): void {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);
}

export function AdminLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  useFoldedMenuOnNarrowScreens();
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
