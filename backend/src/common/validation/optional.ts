import { ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';

/**
 * Like class-validator's IsOptional, but only for a field that is absent: `null` is validated (and
 * fails the type rules), so `{"phone": null}` is a 400 instead of reaching the database.
 */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);

/**
 * A number with at most `places` decimals. (class-validator's maxDecimalPlaces throws on numbers
 * JavaScript prints in exponent form, such as 5e-324, which the fuzzer found.)
 */
export const MaxDecimals = (places: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'maxDecimals',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'number' || !Number.isFinite(value)) return false;
          // Below one unit of the last decimal (0.01 for two) only zero qualifies.
          if (value !== 0 && Math.abs(value) < 10 ** -places) return false;
          const scaled = value * 10 ** places;
          return Math.abs(scaled - Math.round(scaled)) < 1e-6;
        },
        defaultMessage: () => `at most ${places} decimals`,
      },
    },
    options,
  );
