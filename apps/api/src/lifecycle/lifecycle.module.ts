import { Global, Module } from '@nestjs/common';
import { InstanceLifecycle } from './instance-lifecycle.js';

@Global()
@Module({ providers: [InstanceLifecycle], exports: [InstanceLifecycle] })
export class LifecycleModule {}
