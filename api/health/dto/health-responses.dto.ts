import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HealthBody } from '../health-probe.js';
import type { CheckResult, DiskCheck } from '../readiness-probe.js';

/** OpenAPI shapes of GET /api/health and GET /api/health/ready. */

export class HealthBodyDto implements HealthBody {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ enum: ['ok'] })
  database: 'ok';

  @ApiProperty({ example: 'wal' })
  journalMode: string;

  @ApiProperty({ example: 'full' })
  synchronous: string;

  @ApiProperty()
  foreignKeys: boolean;
}

export class CheckResultDto implements CheckResult {
  @ApiProperty()
  ok: boolean;

  @ApiPropertyOptional({ description: 'What failed (no paths); operators only', example: 'not writable: uploads (EACCES)' })
  error?: string;
}

/** freeMb and minFreeMb go only to operators (METRICS_ALLOW / METRICS_TOKEN, as for /metrics). */
export class DiskCheckDto extends CheckResultDto implements Partial<DiskCheck> {
  @ApiPropertyOptional({ description: 'Free MB on the fullest of the storage and database disks; operators only' })
  freeMb?: number;

  @ApiPropertyOptional({ description: 'MIN_FREE_DISK_MB; operators only' })
  minFreeMb?: number;
}

export class ReadinessChecksDto {
  @ApiProperty({ type: () => CheckResultDto })
  database: CheckResultDto;

  @ApiProperty({ type: () => CheckResultDto })
  storage: CheckResultDto;

  @ApiProperty({ type: () => DiskCheckDto })
  disk: DiskCheckDto;
}

export class ReadinessBodyDto {
  @ApiProperty({ enum: ['ready', 'not_ready'] })
  status: 'ready' | 'not_ready';

  @ApiProperty({ type: () => ReadinessChecksDto })
  checks: ReadinessChecksDto;
}

export class NotReadyBodyDto extends ReadinessBodyDto {
  @ApiProperty({ example: 'Not ready: disk' })
  message: string;

  @ApiProperty({ enum: ['unavailable'] })
  code: 'unavailable';
}
