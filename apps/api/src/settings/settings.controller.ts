import { Controller, Get, Query } from '@nestjs/common';
import { settingsQuerySchema, type Language, type Settings } from '@lsp/contracts';
import { SchemaPipe } from '../common/schema.pipe.js';
import { SettingsService } from './settings.service.js';

@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Spec call 3. German remarks for German, English for every other language. */
  @Get()
  find(@Query(new SchemaPipe<{ lang?: Language }>(settingsQuerySchema, 'query')) query: { lang?: Language }): Promise<Settings> {
    return this.settings.forLanguage(query.lang ?? 'de');
  }
}
