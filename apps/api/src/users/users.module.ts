import { Module } from '@nestjs/common';
import { UserRecordsService } from './user-records.service.js';
import { UsersController } from './users.controller.js';

@Module({ controllers: [UsersController], providers: [UserRecordsService], exports: [UserRecordsService] })
export class UsersModule {}
