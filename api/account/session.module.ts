import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionRow } from './session.entity.js';

/** Registers the sessions table; the middleware itself is set up in app.factory.ts. */
@Module({ imports: [TypeOrmModule.forFeature([SessionRow])] })
export class SessionModule {}
