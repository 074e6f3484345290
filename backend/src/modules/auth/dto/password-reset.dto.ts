import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type CompletePasswordResetRequest, EMAIL_MAX_LENGTH, Messages, type PasswordResetRequest } from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { UserField } from '../../users/dto/user-fields';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @ApiProperty({ description: 'The account’s phone number (10 digits, as at sign-in) or email address.', example: '9876543210', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @IsString({ message: Messages.auth.accountRequired })
  @IsNotEmpty({ message: Messages.auth.accountRequired })
  @MaxLength(EMAIL_MAX_LENGTH, { message: Messages.auth.accountRequired })
  account!: string;
}

export class CompletePasswordResetDto implements CompletePasswordResetRequest {
  @ApiProperty({ description: 'The token from the emailed link (`/reset-password?token=…`).', example: 'k3Jd0cQ2m9Yh1xGZ7nTq4sVb8wLpR6aE5uCfHiNoMyA' })
  @IsString({ message: Messages.auth.resetLinkInvalid })
  @MaxLength(100, { message: Messages.auth.resetLinkInvalid })
  token!: string;

  @UserField.password(true)
  password!: string;
}
