import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type Language, ROLES, Role, UserInfo } from '@clinic/contracts';
import { PagedDto } from '../../../common/dto/paging.dto';

export class UserResponseDto implements UserInfo {
  @ApiProperty({ description: 'User id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'Full name.', example: 'Asha Verma' })
  name!: string;

  @ApiProperty({ description: 'Email address, or an empty string when none was given.', example: 'asha@example.com' })
  email!: string;

  @ApiProperty({ description: '10-digit phone number (the login).', example: '9876543210' })
  phone!: string;

  @ApiProperty({ description: 'Role.', enum: ROLES, example: 'client' })
  role!: Role;

  @ApiProperty({ description: 'True for admins (the clinic owner); admins cannot be deleted.', example: false })
  isAdmin!: boolean;

  @ApiProperty({ description: 'Postal address, or an empty string.', example: '12 MG Road, Bengaluru 560001' })
  address!: string;

  // Optional in the schema only because the shared UserInfo type allows a session stored before it existed.
  @ApiPropertyOptional({
    description:
      'The language the user chose: `en` (English) or `hi` (Hindi). Absent until one is chosen; emails and calendar files are then in English. Their emails and calendar files are written in it. API error messages stay in English.',
    enum: LANGUAGES,
    example: 'en',
  })
  language?: Language;
}

export class UserPageDto extends PagedDto(UserResponseDto, 'users') {}

/** A practitioner as clients see them: no phone or address. */
export class NutritionistSummaryDto {
  @ApiProperty({ description: 'User id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'Full name.', example: 'Dr. Meera Iyer' })
  name!: string;

  @ApiProperty({ description: 'Email address, or an empty string.', example: 'meera@clinic.example' })
  email!: string;

  @ApiProperty({ description: 'admin (the clinic owner) or nutritionist.', enum: ['admin', 'nutritionist'], example: 'nutritionist' })
  role!: Role;

  @ApiProperty({ description: 'True for the clinic owner.', example: false })
  isAdmin!: boolean;
}

export class NutritionistPageDto extends PagedDto(NutritionistSummaryDto, 'nutritionists (admins and nutritionists)', 'by name') {}
