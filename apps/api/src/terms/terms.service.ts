import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { TermsEntry } from '@lsp/contracts';
import { TermsEntryRecord } from './terms-entry.entity.js';

@Injectable()
export class TermsService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(): Promise<TermsEntry[]> {
    const records = await this.em.find(TermsEntryRecord, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return records.map((r) => ({ company: r.company, country: r.country as TermsEntry['country'], urls: r.urls }));
  }
}
