import type { ErrorOut } from 'oidc-provider';
import { PLAIN_PAGE_STYLES as styles } from '../../common/plain-page-styles.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The embedded provider's sign-in form. Plain HTML, no script, so the strict CSP holds. */
export function renderLoginPage(options: { action: string; username?: string; error?: string }): string {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmelden – Sign in</title><style>${styles}</style></head>
<body><main>
<h1>Anmelden</h1><p class="sub">Lift-shaft ventilation planner · Sign in</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="username">Benutzername / Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">Passwort / Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Anmelden / Sign in</button>
</form>
</main></body></html>`;
}

/**
 * A sign-in form sent again after its sign-in ended (the Back button after signing in, an old tab):
 * nothing to sign in to any more, so the page leads back to the apps, which sign in afresh.
 */
export function renderSignInEndedPage(): string {
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmeldung beendet – Sign-in ended</title><style>${styles}</style></head>
<body><main>
<h1>Diese Anmeldung ist schon abgeschlossen oder abgelaufen</h1>
<p class="sub" lang="en">This sign-in has already finished or expired.</p>
<p><a href="/">Zum Planer / To the planner</a></p>
<p><a href="/admin/">Zum Backoffice / To the backoffice</a></p>
</main></body></html>`;
}

/** The logout confirmation; the external script submits it at once, so no click is needed. */
export function renderLogoutPage(form: string): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Abmelden – Sign out</title><style>${styles}</style>
<script src="/oidc-assets/logout.js" defer></script></head>
<body><main><h1>Abmelden / Sign out</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Abmelden / Sign out</button>
</main></body></html>`;
}

/** Submits the logout form as soon as the page is loaded (served as a file, not inline). */
export const logoutScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var yes = document.createElement('input');
  yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes';
  form.appendChild(yes);
  form.submit();
});
`;

/** The provider's error page: each field of its error answer, without markup. */
export function renderSignInErrorPage(out: ErrorOut): string {
  const text = Object.entries(out)
    .map(([k, v]) => `<p><b>${k}</b>: ${String(v).replace(/[<>&"]/g, '')}</p>`)
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1>${text}</body></html>`;
}
