import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';

const NOT_APP_PATHS = /^\/(api|oidc|oidc-assets)(\/|$)/;

export const ROBOTS_TXT = 'User-agent: *\nAllow: /imprint\nAllow: /dataprotection\nDisallow: /\n';

function serveApp(root: string, name: string): Router {
  const router = express.Router();
  const index = path.join(root, 'index.html');
  // Hashed assets may be cached for ever; index.html never, so a new build shows at once.
  router.use(
    express.static(root, {
      index: false,
      setHeaders: (res, file) =>
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    }),
  );
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send(`The ${name} is not built yet: run npm start (or npm run build).`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

/**
 * Serves the built customer app at / and the backoffice at /admin, each falling back to its
 * index.html so client-side routes load on a reload; /api and /oidc stay with the API.
 */
export function staticApps(roots: { web: string; admin: string }): Router {
  const router = express.Router();
  // Everything is behind a sign-in but the legal pages; nothing else is for search engines.
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(ROBOTS_TXT);
  });
  router.use((req, res, next) => {
    if (NOT_APP_PATHS.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next('router');
    if (req.path === '/admin') return res.redirect(301, '/admin/');
    return next();
  });
  router.use('/admin', serveApp(roots.admin, 'backoffice'));
  router.use(serveApp(roots.web, 'customer app'));
  return router;
}
