import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode, FieldError, Messages } from '@clinic/contracts';
import { ApiException } from '../errors/api.exception';
import { dropServerOwned } from '../validation/round-trip';

/**
 * Presence and type come first: "Password is required." says more than a length rule that an absent
 * value also fails. (The order of the constraints object follows decorator execution, which differs
 * between stacked decorators and applyDecorators.)
 */
const BASIC = ['whitelistValidation', 'isDefined', 'isString', 'isNotEmpty', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];
const rank = (name: string) => (BASIC.includes(name) ? BASIC.indexOf(name) : BASIC.length);

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {})
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([, message]) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The global pipe: unknown fields are refused (not silently dropped) so a caller learns at once that
 * a field is not theirs to set, and the first problem becomes the message a toast shows.
 */
class RoundTripValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    const body = metadata.type === 'body' ? dropServerOwned(value, metadata.metatype as never) : value;
    return super.transform(body, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RoundTripValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors).map((e) =>
        e.message.startsWith('property ') && e.message.endsWith(' should not exist')
          ? { field: e.field, message: Messages.common.unknownField(e.field) }
          : e,
      );
      return ApiException.badRequest(fieldErrors[0]?.message ?? Messages.common.invalidRequest, ErrorCode.ValidationFailed, fieldErrors);
    },
  });
}
