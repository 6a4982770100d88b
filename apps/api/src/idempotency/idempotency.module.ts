import { Global, Module } from '@nestjs/common';
import { IdempotentCreates } from './idempotent-creates.js';

/** Creates made once per `Idempotency-Key`, for the projects and the backoffice's resources. */
@Global()
@Module({ providers: [IdempotentCreates], exports: [IdempotentCreates] })
export class IdempotencyModule {}
