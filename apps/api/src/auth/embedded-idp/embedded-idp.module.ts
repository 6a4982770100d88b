import { Module } from '@nestjs/common';
import { OidcPayloadPurge } from './oidc-payload-purge.js';

/** The embedded provider's upkeep that runs inside Nest (its routes are mounted in server.ts). */
@Module({ providers: [OidcPayloadPurge], exports: [OidcPayloadPurge] })
export class EmbeddedIdpModule {}
