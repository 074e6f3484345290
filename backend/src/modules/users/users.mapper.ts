import { DEFAULT_LANGUAGE, type UserInfo } from '@clinic/contracts';
import type { User } from './schemas/user.schema';

export type UserLike = Pick<User, 'name' | 'email' | 'phone' | 'role' | 'address' | 'language'> & { _id: unknown };

/** The only way a user leaves the API: listed fields, never the password hash. */
export function toUserInfo(user: UserLike): UserInfo {
  return {
    _id: String(user._id),
    name: user.name,
    email: user.email ?? '',
    phone: user.phone,
    role: user.role,
    isAdmin: user.role === 'admin',
    address: user.address ?? '',
    language: user.language ?? DEFAULT_LANGUAGE,
  };
}
