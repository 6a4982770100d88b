import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/feedback/LoadingScreen';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { ShellLayout } from '../components/layout/ShellLayout';
import { CONTACTS } from '../constants/provider';
import { useClientConfig } from '../core/config/client-config';

/** The frame of the legal pages, shown without sign-in: no user, no navigation. */
export function PublicShell() {
  const config = useClientConfig();
  return (
    <ShellLayout
      header={<Header showNavigation={false} showCurrency={config.currencySelector} />}
      footer={<Footer contact={CONTACTS.germany} />}
    >
      <Suspense fallback={<LoadingScreen code="BKCC-lazy" />}>
        <Outlet />
      </Suspense>
    </ShellLayout>
  );
}
