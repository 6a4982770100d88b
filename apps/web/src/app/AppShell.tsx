import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { LoadingScreen } from '../components/feedback/LoadingScreen';
import { Footer } from '../components/footer/Footer';
import type { LegalTab } from '../components/footer/legal-tab';
import { Header } from '../components/header/Header';
import { SignOutDialog } from '../components/header/SignOutDialog';
import { ShellLayout } from '../components/layout/ShellLayout';
import { contactFor } from '../constants/provider';
import { useAuthSession } from '../core/auth/AuthProvider';
import { useClientConfig } from '../core/config/client-config';
import { signOutForgettingDevice } from '../core/offline/sign-out';
import { useOutboxSending } from '../features/calculation/api/use-outbox-sending';
import { useCalculationKeptOnDevice } from '../features/calculation/api/use-calculation-kept-on-device';
import { fullNameOf, hasPlannerAccess } from '../core/session/access';
import { useCurrentUser } from '../core/session/SessionProvider';

/** The legal dialog is a chunk of its own, loaded when the footer first opens it. */
const TermsDialog = lazy(() => import('../features/legal/TermsDialog').then((module) => ({ default: module.TermsDialog })));

/** The frame of the signed-in app: header with the user, footer, legal dialog. */
export function AppShell() {
  const config = useClientConfig();
  const session = useAuthSession();
  const loadedUser = useCurrentUser();
  const user = loadedUser.state === 'value' ? loadedUser.value : undefined;
  const [legal, setLegal] = useState<{ open: boolean; tab: LegalTab; opened: boolean }>({ open: false, tab: 'terms', opened: false });
  const projectId = useMatch('/calculation/:projectId/*')?.params.projectId;
  // The calculator keeps what it loads itself; every other page keeps it for the next offline calculation.
  useCalculationKeptOnDevice(projectId === undefined ? user : undefined);
  // Drafts saved offline go to the server at start and whenever the connection comes back.
  useOutboxSending();
  // Signing out with drafts not sent asks first; the answer resolves the sign-out's question.
  const [signOutAsked, setSignOutAsked] = useState<{ unsent: number; answer(signOut: boolean): void } | null>(null);
  const askBeforeLoss = (unsent: number) =>
    new Promise<boolean>((resolve) =>
      setSignOutAsked({
        unsent,
        answer: (signOut) => {
          setSignOutAsked(null);
          resolve(signOut);
        },
      }),
    );

  return (
    <ShellLayout
      header={
        <Header
          user={user && { fullName: fullNameOf(user), companyName: user.company.name }}
          onLogout={() => void signOutForgettingDevice(session, askBeforeLoss)}
          showNavigation={user !== undefined && hasPlannerAccess(user)}
          showCurrency={config.currencySelector}
        />
      }
      footer={
        <Footer
          contact={contactFor(user?.country)}
          mailSubject={projectId && projectId !== 'new' ? projectId : undefined}
          onOpenLegal={(tab) => setLegal({ open: true, tab, opened: true })}
        />
      }
    >
      <Suspense fallback={<LoadingScreen code="BKCC-lazy" />}>
        <Outlet />
      </Suspense>
      {signOutAsked && <SignOutDialog unsent={signOutAsked.unsent} onAnswer={signOutAsked.answer} />}
      {legal.opened && (
        <Suspense fallback={null}>
          <TermsDialog
            tab={legal.open ? legal.tab : null}
            onTabChange={(tab) => setLegal({ open: true, tab, opened: true })}
            onClose={() => setLegal((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </ShellLayout>
  );
}
