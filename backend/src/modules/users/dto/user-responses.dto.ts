import { ApiProperty } from '@nestjs/swagger';
import { Paged, ROLES, Role, UserInfo } from '@clinic/contracts';

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
}

export class UserPageDto implements Paged<UserResponseDto> {
  @ApiProperty({ description: 'The users on this page.', type: [UserResponseDto] })
  data!: UserResponseDto[];

  @ApiProperty({ description: 'Page number, from 1.', example: 1 })
  page!: number;

  @ApiProperty({ description: 'Page size.', example: 20 })
  limit!: number;

  @ApiProperty({ description: 'Number of users matching the query.', example: 42 })
  total!: number;
}

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

export class NutritionistPageDto implements Paged<NutritionistSummaryDto> {
  @ApiProperty({ description: 'The nutritionists (admins and nutritionists), by name.', type: [NutritionistSummaryDto] })
  data!: NutritionistSummaryDto[];

  @ApiProperty({ description: 'Page number, from 1.', example: 1 })
  page!: number;

  @ApiProperty({ description: 'Page size.', example: 100 })
  limit!: number;

  @ApiProperty({ description: 'Number matching the query.', example: 2 })
  total!: number;
}
