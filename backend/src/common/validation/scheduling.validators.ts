import { ValidateBy, ValidationOptions } from 'class-validator';
import { isCalendarDate, isGridTime, Messages } from '@clinic/contracts';

/** HH:MM on the clinic's 30-minute grid, 00:00 to 23:30. */
export const IsGridTime = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isGridTime', validator: { validate: isGridTime, defaultMessage: () => Messages.availability.invalidTime } }, options);

/** A real calendar date, YYYY-MM-DD. */
export const IsCalendarDate = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: (args) => `${args?.property ?? 'date'} must be a date written YYYY-MM-DD.` } },
    options,
  );
