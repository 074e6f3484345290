import type { UserInfo } from '@clinic/contracts';
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
    // Absent until the person (or the admin) chooses one: the browser then keeps the language the
    // person is already reading in and saves it, rather than turning a Hindi reader's page English.
    ...(user.language ? { language: user.language } : {}),
  };
}
