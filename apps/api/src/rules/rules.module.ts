import { Module } from '@nestjs/common';
import { RuleSetsService } from './rule-sets.service.js';

@Module({ providers: [RuleSetsService], exports: [RuleSetsService] })
export class RulesModule {}
