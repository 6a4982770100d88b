import { DESIGN } from '@lsp/design';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const { colour, radius, fontFamily } = DESIGN;

/** The apps' design (libs/design), so signing in looks like the product. */
const styles = `
body{margin:0;font-family:${fontFamily};background:${colour.background};color:${colour.text}}
main{max-width:360px;margin:10vh auto;background:${colour.paper};border-radius:${radius}px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:32px}
h1{font-size:1.4rem;font-weight:600;margin:0 0 4px}p.sub{margin:0 0 24px;color:${colour.textSecondary};font-size:.9rem}
label{display:block;font-size:.85rem;margin:16px 0 6px;color:${colour.text}}
input{width:100%;box-sizing:border-box;padding:10px 12px;font-size:1rem;border:1px solid #b8c2cc;border-radius:${radius}px}
input:focus{outline:2px solid ${colour.primary};border-color:${colour.primary}}
button{margin-top:24px;width:100%;padding:11px;font-size:1rem;font-weight:${DESIGN.buttonWeight};border:0;border-radius:${radius}px;background:${colour.primary};color:#fff;cursor:pointer}
button:hover{background:${colour.primaryDark}}.error{background:${colour.errorBackground};color:${colour.error};padding:10px 12px;border-radius:${radius}px;font-size:.9rem;margin-bottom:8px}
`;

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
