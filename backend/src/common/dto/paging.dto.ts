import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type as TransformType } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paged } from '@clinic/contracts';

export class PagingQueryDto {
  @ApiPropertyOptional({ description: 'Page number, from 1.', example: 1, minimum: 1, default: 1 })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page is too large' })
  page?: number;

  @ApiPropertyOptional({
    description: `Items per page (at most ${PAGE_SIZE_MAX}).`,
    example: PAGE_SIZE_DEFAULT,
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: PAGE_SIZE_DEFAULT,
  })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}` })
  limit?: number;
}

export function pageOf(query: PagingQueryDto, defaultLimit = PAGE_SIZE_DEFAULT) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, skip: (page - 1) * limit };
}

/**
 * A page of results and the total. A first page that is not full already says the total, so the
 * count (a second query, as costly as the first on some servers) runs only when it is needed: most
 * of a client's lists fit on one page. Later pages count alongside the page query.
 */
export async function findPage<T>(skip: number, limit: number, find: () => Promise<T[]>, count: () => Promise<number>): Promise<[T[], number]> {
  if (skip > 0) return Promise.all([find(), count()]);
  const docs = await find();
  return [docs, docs.length < limit ? docs.length : await count()];
}

/**
 * The base of a page DTO for one item type, one definition for every list instead of a hand-written
 * class each: `export class PlanPageDto extends PagedDto(PlanDto, 'plans') {}` (the subclass gives
 * the schema its name in the OpenAPI document).
 */
export function PagedDto<T>(Item: Type<T>, what: string, order?: string): Type<Paged<T>> {
  class Page implements Paged<T> {
    @ApiProperty({ description: `The ${what} on this page${order ? `, ${order}` : ''}.`, type: [Item] })
    data!: T[];

    @ApiProperty({ description: 'Page number, from 1.', example: 1 })
    page!: number;

    @ApiProperty({ description: 'Page size.', example: PAGE_SIZE_DEFAULT })
    limit!: number;

    @ApiProperty({ description: `Number of ${what} matching the query.`, example: 42 })
    total!: number;
  }
  return Page;
}
