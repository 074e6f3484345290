import { Injectable, PipeTransform } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ApiException } from '../errors/api.exception';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Path ids are 24 hex characters; anything else is a 400 before it reaches a query. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !OBJECT_ID.test(value) || !isValidObjectId(value)) {
      throw ApiException.badRequest(Messages.common.invalidId, ErrorCode.InvalidId);
    }
    return value.toLowerCase();
  }
}
