import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody, FieldError } from '@clinic/contracts';

export class FieldErrorDto implements FieldError {
  @ApiProperty({ description: 'Dotted path of the offending field.', example: 'phone' })
  field!: string;

  @ApiProperty({ description: 'What is wrong with it, in English.', example: 'Please enter a valid 10-digit Indian phone number' })
  message!: string;

  @ApiPropertyOptional({
    description: 'The message\'s key in the messages catalogue, for showing it in another language; absent when the message is not one of the catalogue\'s.',
    example: 'auth.invalidPhone',
  })
  code?: string;

  @ApiPropertyOptional({ description: 'The values a catalogue message takes, in order (e.g. the field of `common.unknownField`).', type: [String], example: ['role'] })
  params?: string[];
}

export class ErrorResponseDto implements ApiErrorBody {
  @ApiProperty({ description: 'The HTTP status, repeated.', example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'Stable machine-readable error code.', example: 'VALIDATION.FAILED' })
  code!: string;

  @ApiProperty({ description: 'A message fit to show the user.', example: 'Please enter a valid 10-digit Indian phone number' })
  message!: string;

  @ApiPropertyOptional({ description: 'Every field that failed validation.', type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}

export class MessageResponseDto {
  @ApiProperty({ description: 'What happened.', example: 'Logged out successfully' })
  message!: string;
}
