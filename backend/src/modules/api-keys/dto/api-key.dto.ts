import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsISO8601, IsString, Length } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyInfo, type ApiKeyScope, type CreateApiKeyRequest, type CreatedApiKey } from '@clinic/contracts';
import { Optional } from '../../../common/validation/optional';

export class CreateApiKeyDto implements CreateApiKeyRequest {
  @ApiProperty({ description: 'What the key is for, shown in the list.', example: 'Reception kiosk', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiProperty({ description: 'What the key may do.', enum: API_KEY_SCOPES, isArray: true, example: ['appointments:read'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes!: ApiKeyScope[];

  @ApiPropertyOptional({ description: 'When the key stops working (ISO 8601, in the future); none: never.', example: '2027-06-30T00:00:00.000Z' })
  @Optional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}

export class ApiKeyDto implements ApiKeyInfo {
  @ApiProperty({ description: 'The key\'s id (not the key).', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'What the key is for.', example: 'Reception kiosk' })
  name!: string;

  @ApiProperty({ description: 'The key\'s first characters, to tell keys apart.', example: 'ncl_live_AbCd' })
  prefix!: string;

  @ApiProperty({ description: 'What the key may do.', enum: API_KEY_SCOPES, isArray: true, example: ['appointments:read'] })
  scopes!: ApiKeyScope[];

  @ApiProperty({ description: 'When it was created (ISO 8601).', example: '2026-11-22T20:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ description: 'When it stops working; null: never.', type: String, nullable: true, example: '2027-06-30T00:00:00.000Z' })
  expiresAt!: string | null;

  @ApiProperty({ description: 'When the admin revoked it; null while it works.', type: String, nullable: true, example: null })
  revokedAt!: string | null;

  @ApiProperty({ description: 'When it was last used (to within a minute); null: never.', type: String, nullable: true, example: '2026-11-22T21:00:00.000Z' })
  lastUsedAt!: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto implements CreatedApiKey {
  @ApiProperty({ description: 'The key itself. Shown only in this answer: store it now.', example: 'ncl_live_AbCdEf…' })
  secret!: string;
}
