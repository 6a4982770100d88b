import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { completeSignInRedirect } from './auth/sign-in-callback';
import { createUserManager } from './auth/user-manager';
import { BootScreen } from './boot/BootScreen';
import { loadClientConfig } from './boot/load-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start(): Promise<void> {
  root.render(<BootScreen />);
  const manager = createUserManager(await loadClientConfig());
  await completeSignInRedirect(manager);
  root.render(
    <StrictMode>
      <App manager={manager} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The backoffice could not start', error);
  root.render(<BootScreen error={error} />);
});
