import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isIanaTimeZone } from './time-zone.js';

export function IsTimeZone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTimeZone',
      validator: {
        validate: (value: unknown) => isIanaTimeZone(value),
        defaultMessage: (args) =>
          args?.value === undefined || args.value === ''
            ? 'timezone is required: send an IANA time zone name such as Europe/Paris'
            : 'timezone must be an IANA time zone name such as Europe/Paris',
      },
    },
    options,
  );
}
