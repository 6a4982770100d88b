import express, { type NextFunction, type Router } from 'express';
import { errors, type default as Provider, type Interaction } from 'oidc-provider';
import type { DemoAccounts } from './demo-accounts.js';
import { logoutScript, renderLoginPage, renderSignInEndedPage } from './login-page.js';

/**
 * The embedded provider's own pages of a sign-in (its development pages are off): the sign-in form
 * at the interaction's address, the form's submission, and the script of the sign-out page. They
 * are mounted before the provider's own routes under `/oidc`.
 */
export function interactionRoutes(provider: Provider, accounts: DemoAccounts): Router {
  const router = express.Router();
  router.get('/oidc-assets/logout.js', (_req, res) => {
    res.type('application/javascript').send(logoutScript);
  });
  router.get('/oidc/interaction/:uid', (req, res, next) => handle(next, () => showInteraction(provider, req, res)));
  router.post('/oidc/interaction/:uid/login', express.urlencoded({ extended: false, limit: '10kb' }), (req, res, next) =>
    handle(next, () => submitSignIn(provider, accounts, req, res)),
  );
  return router;
}

/** The sign-in form (again with its message after a failed attempt); any other prompt is granted. */
async function showInteraction(provider: Provider, req: express.Request, res: express.Response): Promise<void> {
  const interaction = await interactionOrEnded(provider, req, res);
  if (!interaction) return;
  if (interaction.prompt.name === 'login') {
    const failed = req.query.failed === '1';
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(
        renderLoginPage({
          action: `/oidc/interaction/${interaction.uid}/login`,
          username: failed && typeof req.query.username === 'string' ? req.query.username.slice(0, 200) : undefined,
          error: failed ? 'Benutzername oder Passwort ist falsch. / Wrong username or password.' : undefined,
        }),
      );
    return;
  }
  // Any other prompt (consent) is granted for the first-party clients.
  await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
}

/** A submitted sign-in form: the demo account signs in, or the form comes back with a message. */
async function submitSignIn(provider: Provider, accounts: DemoAccounts, req: express.Request, res: express.Response): Promise<void> {
  const interaction = await interactionOrEnded(provider, req, res);
  if (!interaction) return;
  const username = String(req.body?.username ?? '');
  const account = accounts.authenticate(username, String(req.body?.password ?? ''));
  if (!account) {
    // Post/redirect/get: the form with its message is a page of its own, so Back and reload
    // never ask to send the password again.
    res.redirect(303, `/oidc/interaction/${interaction.uid}?${new URLSearchParams({ failed: '1', username: username.slice(0, 200) })}`);
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.username } }, { mergeWithLastSubmission: false });
}

/**
 * The interaction of the request, or undefined when its sign-in has ended (or never was): then it
 * has answered a page that leads back, not an error.
 */
async function interactionOrEnded(provider: Provider, req: express.Request, res: express.Response): Promise<Interaction | undefined> {
  try {
    return await provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest)) throw error;
    res.status(410).type('html').setHeader('Cache-Control', 'no-store').send(renderSignInEndedPage());
    return undefined;
  }
}

function handle(next: NextFunction, work: () => Promise<void>): void {
  work().catch(next);
}
