import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  ADDRESS_MAX_LENGTH,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  EMAIL_MAX_LENGTH,
  Messages,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePhone,
  PHONE_PATTERN,
  ROLES,
} from '@clinic/contracts';
import { IsNotBlankPassword, IsNotCommonPassword } from './common-passwords';
import { Trim, TrimToUndefined } from '../../../common/decorators/transforms';
import { Optional } from '../../../common/validation/optional';

/**
 * The validation of each user field, written once and reused by every DTO that carries the field,
 * so that a rule (and its message) cannot differ between registration, profile and admin edit.
 */
export const UserField = {
  name: (required: boolean) =>
    applyDecorators(
      (required ? ApiProperty : ApiPropertyOptional)({ description: 'Full name.', example: 'Asha Verma', maxLength: NAME_MAX_LENGTH }),
      Trim(),
      ...(required ? [] : [Optional()]),
      IsString({ message: Messages.users.nameRequired }),
      IsNotEmpty({ message: Messages.users.nameRequired }),
      MaxLength(NAME_MAX_LENGTH, { message: Messages.users.nameTooLong(NAME_MAX_LENGTH) }),
    ),
  phone: (required: boolean) =>
    applyDecorators(
      (required ? ApiProperty : ApiPropertyOptional)({
        description:
          'Indian mobile number: 10 digits starting with 6–9; it is the login. `+91`, a leading 0, spaces and dashes may be sent and are removed (stored as 10 digits).',
        example: '9876543210',
      }),
      Transform(({ value }) => (typeof value === 'string' ? normalizePhone(value) : value)),
      ...(required ? [] : [Optional()]),
      IsString({ message: Messages.auth.invalidPhone }),
      Matches(PHONE_PATTERN, { message: Messages.auth.invalidPhone }),
    ),
  /** `clearable`: on an update an empty string removes the email (a form's emptied field sends ""). */
  email: (clearable = false) =>
    applyDecorators(
      ApiPropertyOptional({
        description: clearable
          ? 'Email address; unique when given. An empty string removes it.'
          : 'Email address; optional, unique when given.',
        example: 'asha@example.com',
        maxLength: EMAIL_MAX_LENGTH,
      }),
      ...(clearable ? [Trim(), ValidateIf((_, value) => value !== undefined && value !== '')] : [TrimToUndefined(), Optional()]),
      IsEmail({}, { message: Messages.users.invalidEmail }),
      MaxLength(EMAIL_MAX_LENGTH, { message: Messages.users.invalidEmail }),
    ),
  address: () =>
    applyDecorators(
      ApiPropertyOptional({ description: 'Postal address.', example: '12 MG Road, Bengaluru 560001', maxLength: ADDRESS_MAX_LENGTH }),
      Trim(),
      Optional(),
      IsString({ message: Messages.users.addressNotText }),
      MaxLength(ADDRESS_MAX_LENGTH, { message: Messages.users.addressTooLong(ADDRESS_MAX_LENGTH) }),
    ),
  password: (required: boolean) =>
    applyDecorators(
      (required ? ApiProperty : ApiPropertyOptional)({
        description: `Password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not blank and not one of the most common passwords.`,
        example: 'correct-horse-42',
        minLength: PASSWORD_MIN_LENGTH,
        maxLength: PASSWORD_MAX_LENGTH,
        format: 'password',
      }),
      ...(required ? [] : [Optional()]),
      IsString({ message: Messages.users.passwordTooShort }),
      MinLength(PASSWORD_MIN_LENGTH, { message: Messages.users.passwordTooShort }),
      MaxLength(PASSWORD_MAX_LENGTH, { message: Messages.users.passwordTooLong(PASSWORD_MAX_LENGTH) }),
      IsNotBlankPassword({ message: Messages.users.passwordBlank }),
      IsNotCommonPassword({ message: Messages.users.passwordTooCommon }),
    ),
  language: () =>
    applyDecorators(
      ApiPropertyOptional({
        description: `Language of the user's emails and calendar files, and of the app: \`en\` (English) or \`hi\` (Hindi). Default \`${DEFAULT_LANGUAGE}\`.`,
        enum: LANGUAGES,
        example: 'hi',
      }),
      Optional(),
      IsIn(LANGUAGES, { message: Messages.users.invalidLanguage }),
    ),
  role: () =>
    applyDecorators(
      ApiPropertyOptional({ description: 'Role.', enum: ROLES, example: 'nutritionist' }),
      Optional(),
      IsIn(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}.` }),
    ),
};
