import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { DatabaseFileStore } from './database-file-store.js';
import { FILE_STORE } from './file-store.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { LocalFileStore } from './local-file-store.js';
import { UploadReceiver } from './upload-receiver.js';

@Module({
  imports: [ProjectsModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    UploadReceiver,
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG, MikroORM],
      // The one place that chooses the store (docs/file-storage.md).
      useFactory: async (config: AppConfig, orm: MikroORM) => {
        const local = new LocalFileStore(config.files.dir);
        await local.removeLeftovers(24 * 60 * 60 * 1000);
        return config.files.store === 'database' ? new DatabaseFileStore(orm, local) : local;
      },
    },
  ],
  exports: [FilesService, FILE_STORE],
})
export class FilesModule {}
