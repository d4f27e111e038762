import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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

/** Global pipe: whitelist, reject unknown fields, one readable message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new BadRequestException({ message: flatten(errors).join('; ') || 'Invalid request', code: 'validation_failed' }),
  });
}
