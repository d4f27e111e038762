import { type ArgumentMetadata, Logger, type ValidationError, ValidationPipe } from '@nestjs/common';
import { CommonError, DomainError } from './domain-error.js';
import { REFUSED_CONTROL } from '../../shared/display-text.js';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) =>
      // class-validator says "property x should not exist" for unknown fields.
      m.startsWith(`property ${e.property} `) ? m.replace(`property ${e.property}`, `Unknown field '${path}':`) : m,
    );
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** No DTO nests deeper than a few levels; class-transformer recurses once per level. */
export const MAX_INPUT_DEPTH = 32;

/** A lone (unpaired) UTF-16 surrogate. (String.prototype.isWellFormed is ES2024.) */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** U+0000: PostgreSQL's text cannot hold it (the query would fail), and no field needs it. */
const NUL = '\u0000';

const CONTROL_MESSAGE = 'The request contains invalid characters (control characters other than tabs and line breaks)';

/**
 * Keys that reach an object's prototype when copied. class-transformer silently drops them,
 * so forbidNonWhitelisted never saw them: they are refused like any other unknown field.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why an input must be refused before class-transformer and class-validator see it, or
 * null. Iterative, so a hostile body cannot exhaust the stack here either:
 *   - nesting deeper than MAX_INPUT_DEPTH (class-transformer recurses per level: a body
 *     nested 5000 deep overflowed the stack, a 500);
 *   - a string or key that is not well-formed UTF-16 (a lone surrogate, which JSON can
 *     carry as "\ud800": validator's isEmail throws URIError on it, a 500; it could never
 *     be stored or mailed as UTF-8 anyway);
 *   - a NUL character in a string or key (PostgreSQL refuses it in text: a 500);
 *   - any other control character but tab, line feed and carriage return (C0, DEL, C1:
 *     no field takes one; an escape sequence or a bell would reach the owner's inbox, the
 *     exports and the e-mails; the shop's forms clean pasted text before sending);
 *   - a `__proto__`, `constructor` or `prototype` key at any depth.
 */
export function unsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return 'The request contains invalid characters (unpaired UTF-16 surrogates)';
      if (v.includes(NUL)) return 'The request contains invalid characters (NUL)';
      if (REFUSED_CONTROL.test(v)) return CONTROL_MESSAGE;
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= maxDepth) return `The request is nested too deeply (at most ${maxDepth} levels)`;
      for (const [key, child] of Object.entries(v)) {
        if (LONE_SURROGATE.test(key)) return 'The request contains invalid characters (unpaired UTF-16 surrogates)';
        if (key.includes(NUL)) return 'The request contains invalid characters (NUL)';
        if (REFUSED_CONTROL.test(key)) return CONTROL_MESSAGE;
        if (PROTOTYPE_KEYS.has(key)) return `Unknown field '${key}': should not exist`;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * ValidationPipe with the input checks above first, and a validator that throws on odd
 * input (rather than answering false) reported as the 400 it is, never a 500.
 */
class AppValidationPipe extends ValidationPipe {
  private readonly logger = new Logger('Validation');

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const problem = unsafeInput(value);
    if (problem) throw new CommonError('validation_failed', problem);
    try {
      return await super.transform(value, metadata);
    } catch (err) {
      if (err instanceof DomainError) throw err;
      this.logger.warn(
        `Validator failed on input (${metadata.type} ${metadata.metatype?.name ?? '?'}): ${err instanceof Error ? err.message : String(err)}`,
      );
      throw new CommonError('validation_failed', 'Invalid request');
    }
  }
}

/** Global pipe: whitelist, reject unknown fields, one readable message. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new CommonError('validation_failed', flatten(errors).join('; ') || 'Invalid request'),
  });
}
