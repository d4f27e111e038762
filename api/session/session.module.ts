import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionRow } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

/** Sessions: the table, the store and SessionsService. The middleware is mounted in app.factory.ts. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionRow])],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionModule {}
