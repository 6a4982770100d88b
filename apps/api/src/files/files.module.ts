import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProjectsModule } from '../projects/projects.module.js';
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
      inject: [APP_CONFIG],
      // The one place that chooses the store: an S3-compatible store would be picked here from the configuration.
      useFactory: async (config: AppConfig) => {
        const store = new LocalFileStore(config.files.dir);
        await store.removeLeftovers(24 * 60 * 60 * 1000);
        return store;
      },
    },
  ],
  exports: [FilesService, FILE_STORE],
})
export class FilesModule {}
