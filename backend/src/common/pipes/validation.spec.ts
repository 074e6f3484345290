import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { createValidationPipe } from './validation';
import { ApiException } from '../errors/api.exception';

class Body {
  @IsString({ message: 'Password is required.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(5, { message: 'Too long.' })
  password!: string;
}

async function failure(value: unknown): Promise<ApiException> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Body });
  } catch (error) {
    return error as ApiException;
  }
  throw new Error('expected a validation failure');
}

describe('validation pipe', () => {
  it('reports presence before other rules, whatever the decorator order', async () => {
    const error = await failure({});
    expect(error).toBeInstanceOf(ApiException);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Password is required.');
  });

  it('lists every failing field and names unknown ones', async () => {
    const error = await failure({ password: 'too-long-value', role: 'admin' });
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'Too long.' },
        { field: 'role', message: 'Unknown field "role".' },
      ]),
    );
  });
});
