import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { API_PREFIX } from '../common/api-prefix.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { renderApiDocs } from './api-docs.html.js';
import { buildOpenApiDocument, type DescribedRoute, type OpenApiDocument } from './openapi-document.js';
import { discoverRoutes, type DiscoveredRoute } from './route-discovery.js';

export const OPENAPI_DOCUMENT_PATH = `/${API_PREFIX}/openapi.json`;

const DESCRIPTION = `The HTTP API of the lift-shaft ventilation planner. Every call answers JSON unless it says otherwise and needs a bearer token (an access token of the OpenID Connect issuer that \`GET /api/config\` names) unless it is public.

Errors answer \`{statusCode, error, code, message, details?}\` (the \`ApiError\` schema), where \`details\` names every bad field of a 400. 400 bad input, 401 no or bad token, 403 not allowed or account not activated, 404 not found or not visible to the caller, 409 stale version or illegal state change, 413 too large, 415 wrong media type.`;

/**
 * The API description: finds every route of the application once it is up, and builds the
 * OpenAPI 3.1 document and its HTML page on first request, then keeps them (routes do not
 * change while the server runs). Routes without `@ApiOperation` are left out and logged.
 */
@Injectable()
export class OpenApiService implements OnApplicationBootstrap {
  private readonly logger = new Logger('OpenApi');
  private routes: DiscoveredRoute[] = [];
  private built?: OpenApiDocument;
  private page?: string;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.routes = discoverRoutes(this.discovery, this.scanner, this.reflector, API_PREFIX);
    for (const route of this.undescribedRoutes()) {
      this.logger.warn(
        `${route.method.toUpperCase()} ${route.path} (${route.handlerName}) has no @ApiOperation: it is missing from the API description`,
      );
    }
  }

  /** Routes the server answers that lack `@ApiOperation`. */
  undescribedRoutes(): DiscoveredRoute[] {
    return this.routes.filter((route) => !route.operation);
  }

  document(): OpenApiDocument {
    this.built ??= buildOpenApiDocument(
      this.routes.filter((route): route is DescribedRoute => route.operation !== undefined),
      { title: 'Lift-shaft ventilation planner API', version: this.config.version, description: DESCRIPTION },
      this.config.publicUrl,
    );
    return this.built;
  }

  html(): string {
    this.page ??= renderApiDocs(this.document(), OPENAPI_DOCUMENT_PATH);
    return this.page;
  }
}
