import { Controller, Get, Query } from '@nestjs/common';
import { settingsQuerySchema, settingsSchema, type Language, type Settings } from '@lsp/contracts';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { SettingsService } from './settings.service.js';

@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** `GET /api/settings` (docs/design.md#http-api). German remarks for German, English for every other language. */
  @ApiOperation({ summary: 'General remarks, offer validity, delivery time and exchange rates', response: settingsSchema })
  @Get()
  find(@Query(new SchemaPipe<{ lang?: Language }>(settingsQuerySchema, 'query')) query: { lang?: Language }): Promise<Settings> {
    return this.settings.forLanguage(query.lang ?? 'de');
  }
}
