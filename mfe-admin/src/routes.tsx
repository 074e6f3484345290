import { lazy } from 'react';
import { defineRemote } from '@clinic/host';

const UserListPage = lazy(() => import('./features/users/components/user-list-page').then((m) => ({ default: m.UserListPage })));
const UserEditPage = lazy(() => import('./features/users/components/user-edit-page').then((m) => ({ default: m.UserEditPage })));

/** The clinic's administration screens; each loads its code on first visit. */
export default defineRemote([
  { path: 'admin/userlist', access: ['admin'], title: 'Users', Component: UserListPage },
  { path: 'admin/user/:id/edit', access: ['admin'], title: 'Edit User', Component: UserEditPage },
]);
