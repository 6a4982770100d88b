import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { AppConfigController } from './app-config.controller.js';

@Module({ imports: [SettingsModule], controllers: [AppConfigController] })
export class AppConfigModule {}
