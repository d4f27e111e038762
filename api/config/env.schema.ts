import { plainToInstance } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { Type } from 'class-transformer';

/**
 * Every environment variable the shop reads. `.env.example` documents each one.
 * This file (with config.ts) is the only place that reads process.env.
 */
export class EnvSchema {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(65535)
  PORT?: number;

  @IsOptional() @IsString() @MaxLength(255)
  HOST?: string;

  @IsOptional() @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_URL?: string;

  @IsOptional() @IsString() @MinLength(1)
  STORAGE_DIR?: string;

  @IsOptional() @IsString() @MinLength(1)
  DATABASE_PATH?: string;

  @IsOptional() @IsEmail()
  SUPPORT_EMAIL?: string;

  @IsOptional() @IsIn(['true', 'false'])
  GENERATE_SAMPLE_GUIDES?: 'true' | 'false';

  @IsOptional() @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL?: 'debug' | 'info' | 'warn' | 'error' | 'silent';

  @IsOptional() @IsIn(['true', 'false'])
  TRUST_PROXY?: 'true' | 'false';
}

export function validateEnv(raw: Record<string, string | undefined>): EnvSchema {
  // Empty strings mean "unset", as in most .env files.
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== '') cleaned[k] = v;
  const parsed = plainToInstance(EnvSchema, cleaned, { enableImplicitConversion: false });
  const errors = validateSync(parsed, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
