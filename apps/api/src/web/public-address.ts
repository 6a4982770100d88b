import type { NextFunction, Request, Response } from 'express';
import { PLAIN_PAGE_STYLES } from '../common/plain-page-styles.js';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const NOT_APP_PATHS = /^\/(api|oidc|oidc-assets)(\/|$)/;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sign-in works only at the public address (`PUBLIC_URL`): the identity provider's issuer, redirect
 * URIs and CORS are that address's. An app page opened under another name of the same machine
 * (127.0.0.1 for localhost) is sent there; under any other name (a LAN address, a proxy's name) the
 * page says which address to use and how an operator changes it, instead of a sign-in that fails
 * with "Failed to fetch". Only page loads are concerned: /api answers any host.
 */
export function publicAddress(publicUrl: string) {
  const target = new URL(publicUrl);
  return (request: Request, response: Response, next: NextFunction): void => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_APP_PATHS.test(request.path) || !request.accepts('html'))
      return next();
    const host = request.host;
    if (!host || host === target.host) return next();
    const hostname = host.replace(/:\d+$/, '');
    if (LOOPBACK.test(hostname) && LOOPBACK.test(target.hostname)) {
      response.redirect(302, new URL(request.originalUrl, target).href);
      return;
    }
    const here = escapeHtml(`${request.protocol}://${host}`);
    const there = escapeHtml(target.origin);
    // The same page at the right address: a deep link stays one.
    const link = escapeHtml(new URL(request.originalUrl, target).href);
    response.status(421).type('html').setHeader('Cache-Control', 'no-store').send(`<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Andere Adresse verwenden – Use another address</title><style>${PLAIN_PAGE_STYLES}main{max-width:560px}</style></head>
<body><main>
<h1>Bitte öffnen Sie den Planer unter <a href="${link}">${there}</a></h1>
<p>Der Planer ist für die Adresse ${there} eingerichtet; unter ${here} ist keine Anmeldung möglich.
Soll er unter ${here} erreichbar sein, setzt der Betreiber <code>PUBLIC_URL=${here}</code> und startet ihn neu.</p>
<h2 lang="en">Please open the planner at <a href="${link}">${there}</a></h2>
<p lang="en">The planner is set up for ${there}; signing in at ${here} is not possible.
To reach it at ${here}, the operator sets <code>PUBLIC_URL=${here}</code> and restarts it.</p>
</main></body></html>`);
  };
}
