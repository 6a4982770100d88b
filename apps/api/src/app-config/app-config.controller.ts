import { Controller, Get, Inject } from '@nestjs/common';
import { clientConfigSchema, type ClientConfig } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { API_RESOURCE } from '../auth/embedded-idp/api-resource.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { SettingsService } from '../settings/settings.service.js';

/** `GET /api/config` (docs/design.md#http-api): what the apps need before sign-in. Flags kept in settings apply at once. */
@Controller('config')
export class AppConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  @ApiOperation({
    summary: 'What the apps need before sign-in: the identity provider, feature flags, storage and simulator settings',
    response: clientConfigSchema,
  })
  @Public()
  @Get()
  async find(): Promise<ClientConfig> {
    const settings = await this.settings.record();
    return {
      keycloakPublicBaseUrl: this.config.oidc.issuerUrl,
      oidcClientId: this.config.oidc.webClientId,
      oidcAdminClientId: this.config.oidc.adminClientId,
      // offline_access only when configured: offline refresh tokens outlive sign-out (docs/identity.md).
      oidcScope: this.config.oidc.offlineAccess ? 'openid profile email offline_access' : 'openid profile email',
      ...(this.config.oidc.embedded ? { oidcResource: API_RESOURCE } : {}),
      disableIdentityProvider: this.config.flags.disableIdentityProvider,
      e2eTestToken: this.config.flags.e2eTestToken,
      ctrlFastDelete: settings.ctrlFastDelete,
      currencySelector: settings.currencySelector,
      storage: { preferenceExpiryDays: this.config.preferenceExpiryDays },
      simulator: this.config.simulator,
    };
  }
}
