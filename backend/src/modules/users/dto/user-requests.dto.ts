import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  AdminUpdateUserRequest,
  type Language,
  LoginRequest,
  Messages,
  PASSWORD_MAX_LENGTH,
  RegisterRequest,
  ROLES,
  Role,
  SEARCH_MAX_LENGTH,
  UpdateProfileRequest,
} from '@clinic/contracts';
import { PagingQueryDto } from '../../../common/dto/paging.dto';
import { Trim, TrimToUndefined } from '../../../common/decorators/transforms';
import { UserField } from './user-fields';
import { Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';
import { UserResponseDto } from './user-responses.dto';

export class LoginDto implements LoginRequest {
  @UserField.phone(true)
  phone!: string;

  @ApiProperty({ description: 'Password.', example: 'correct-horse-42', format: 'password' })
  @IsString({ message: Messages.auth.passwordRequired })
  @IsNotEmpty({ message: Messages.auth.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: Messages.auth.invalidCredentials })
  password!: string;
}

export class RegisterDto implements RegisterRequest {
  @UserField.name(true)
  name!: string;

  @UserField.phone(true)
  phone!: string;

  @UserField.email()
  email?: string;

  @UserField.password(true)
  password!: string;

  @UserField.language()
  language?: Language;
}

/** What a user edits of themselves and an admin edits of anyone: each field optional, the same rules. */
class EditableUserFieldsDto {
  @UserField.name(false)
  name?: string;

  @UserField.email(true)
  email?: string;

  @UserField.phone(false)
  phone?: string;

  @UserField.address()
  address?: string;

  /** For an admin, how a user who forgot their password gets back in: the clinic sets a temporary one. */
  @UserField.password(false)
  password?: string;

  @UserField.language()
  language?: Language;
}

@AcceptsOwnOutput(() => UserResponseDto)
export class UpdateProfileDto extends EditableUserFieldsDto implements UpdateProfileRequest {
  @ApiPropertyOptional({
    description: 'Accepted for compatibility with spec section 7: must be the signed-in user\'s id, else the request is refused (400) and nothing changes.',
    example: '665f1c2b9d3e4a0012ab34cd',
  })
  @Optional()
  @IsString({ message: Messages.users.profileIdMismatch })
  _id?: string;

  @ApiPropertyOptional({
    description: 'The current password; required when `password` or `phone` changes (a wrong or missing one is refused and nothing changes).',
    format: 'password',
    example: 'my-current-secret',
  })
  @Optional()
  @IsString({ message: Messages.auth.currentPasswordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: Messages.auth.currentPasswordWrong })
  currentPassword?: string;
}

@AcceptsOwnOutput(() => UserResponseDto)
export class AdminUpdateUserDto extends EditableUserFieldsDto implements AdminUpdateUserRequest {
  @ApiPropertyOptional({
    description: 'Accepted for compatibility with spec section 7: must equal the `userId` in the path, else the request is refused (400) and nothing changes.',
    example: '665f1c2b9d3e4a0012ab34cd',
  })
  @Optional()
  @IsString({ message: Messages.users.userIdMismatch })
  userId?: string;

  @UserField.role()
  role?: Role;
}

export class ListUsersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Matches the start of a name word, a phone or an email.', example: 'asha', maxLength: SEARCH_MAX_LENGTH })
  @TrimToUndefined()
  @Optional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string;

  @ApiPropertyOptional({ description: 'Only users of this role.', enum: ROLES, example: 'client' })
  @Optional()
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role?: Role;
}

export class PickerQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Matches the start of a name word, a phone or an email.', example: 'asha', maxLength: SEARCH_MAX_LENGTH })
  @Trim()
  @Optional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string;
}
