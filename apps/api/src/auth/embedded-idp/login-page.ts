const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#eef2f6;color:#1d2733}
main{max-width:360px;margin:10vh auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:32px}
h1{font-size:1.4rem;font-weight:500;margin:0 0 4px}p.sub{margin:0 0 24px;color:#5a6572;font-size:.9rem}
label{display:block;font-size:.85rem;margin:16px 0 6px;color:#3c4754}
input{width:100%;box-sizing:border-box;padding:10px 12px;font-size:1rem;border:1px solid #b8c2cc;border-radius:4px}
input:focus{outline:2px solid #0b5cad;border-color:#0b5cad}
button{margin-top:24px;width:100%;padding:11px;font-size:1rem;border:0;border-radius:4px;background:#0b5cad;color:#fff;cursor:pointer}
button:hover{background:#094a8c}.error{background:#fdecea;color:#8a1c12;padding:10px 12px;border-radius:4px;font-size:.9rem;margin-bottom:8px}
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
