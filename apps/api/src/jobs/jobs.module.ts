import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { JobQueue } from './job-queue.js';
import { JobsController } from './jobs.controller.js';

@Module({ imports: [FilesModule], controllers: [JobsController], providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
