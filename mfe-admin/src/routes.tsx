import './i18n';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { lazyScreen } from '@clinic/ui';

const UserListPage = lazyScreen(() => import('./features/users/components/user-list-page'), 'UserListPage');
const UserEditPage = lazyScreen(() => import('./features/users/components/user-edit-page'), 'UserEditPage');
const SetAvailabilityPage = lazyScreen(() => import('./features/availability/components/set-availability-page'), 'SetAvailabilityPage');
const MyAvailabilityPage = lazyScreen(() => import('./features/availability/components/my-availability-page'), 'MyAvailabilityPage');
const UpdateSlotsPage = lazyScreen(() => import('./features/availability/components/update-slots-page'), 'UpdateSlotsPage');
const UpdateSlotStatusPage = lazyScreen(() => import('./features/availability/components/update-slot-status-page'), 'UpdateSlotStatusPage');
const DeleteAvailabilityPage = lazyScreen(() => import('./features/availability/components/delete-availability-page'), 'DeleteAvailabilityPage');
const CalendarPage = lazyScreen(() => import('./features/calendar/components/calendar-page'), 'CalendarPage');
const TodayPage = lazyScreen(() => import('./features/schedule/components/today-page'), 'TodayPage');
const AppointmentsByDatePage = lazyScreen(() => import('./features/schedule/components/appointments-by-date-page'), 'AppointmentsByDatePage');
const CreatePlanPage = lazyScreen(() => import('./features/plans/components/create-plan-page'), 'CreatePlanPage');
const EditPlanPage = lazyScreen(() => import('./features/plans/components/edit-plan-page'), 'EditPlanPage');
const ClientPlansPage = lazyScreen(() => import('./features/clients/components/client-plans-page'), 'ClientPlansPage');
const AddProgressPage = lazyScreen(() => import('./features/progress/components/add-progress-page'), 'AddProgressPage');
const RevenuePage = lazyScreen(() => import('./features/payments/components/revenue-page'), 'RevenuePage');
const PaymentSettingsPage = lazyScreen(() => import('./features/payments/components/payment-settings-page'), 'PaymentSettingsPage');
const ClientAuditPage = lazyScreen(() => import('./features/audit/components/client-audit-page'), 'ClientAuditPage');
const BackupsPage = lazyScreen(() => import('./features/backups/components/backups-page'), 'BackupsPage');
const IntegrationsPage = lazyScreen(() => import('./features/integrations/components/integrations-page'), 'IntegrationsPage');
const ClinicSettingsPage = lazyScreen(() => import('./features/settings/components/clinic-settings-page'), 'ClinicSettingsPage');

/** Practitioners: the admin and nutritionists share the clinical screens; user management is the admin's. */
const PRACTITIONERS: readonly Role[] = ['admin', 'nutritionist'];

/** The clinic's screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  { path: 'admin/userlist', access: ['admin'], title: 'Users', Component: UserListPage },
  { path: 'admin/user/:id/edit', access: ['admin'], title: 'Edit User', Component: UserEditPage },
  { path: 'admin/setAvailability', access: PRACTITIONERS, title: 'Set Availability', Component: SetAvailabilityPage },
  { path: 'admin/myAvailability', access: PRACTITIONERS, title: 'My Availability', Component: MyAvailabilityPage },
  { path: 'admin/updateSlots', access: PRACTITIONERS, title: 'Update Slots', Component: UpdateSlotsPage },
  { path: 'admin/updateSlotStatus', access: PRACTITIONERS, title: 'Update Slot Status', Component: UpdateSlotStatusPage },
  { path: 'admin/deleteAvailability', access: PRACTITIONERS, title: 'Delete Availability', Component: DeleteAvailabilityPage },
  { path: 'admin/today', access: PRACTITIONERS, title: "Today's Appointments", Component: TodayPage },
  { path: 'admin/calendar', access: PRACTITIONERS, title: 'Calendar', Component: CalendarPage },
  { path: 'admin/AppointmentsByDate', access: PRACTITIONERS, title: 'Appointments by Date', Component: AppointmentsByDatePage },
  { path: 'admin/createNutritionPlan', access: PRACTITIONERS, title: 'Create Nutrition Plan', Component: CreatePlanPage },
  { path: 'admin/nutrition-plans/:id/edit', access: PRACTITIONERS, title: 'Edit Nutrition Plan', Component: EditPlanPage },
  { path: 'admin/clientPlans/:clientId', access: PRACTITIONERS, title: 'Client Plans', Component: ClientPlansPage },
  { path: 'admin/progressPlans', access: PRACTITIONERS, title: 'Add Client Progress', Component: AddProgressPage },
  // A client adds their own measurements here (the id being their own): spec section 2, decisions.md.
  { path: 'admin/progressPlans/:id', access: ['admin', 'nutritionist', 'client'], title: 'Add Client Progress', Component: AddProgressPage },
  { path: 'admin/revenue', access: PRACTITIONERS, title: 'Revenue', Component: RevenuePage },
  { path: 'admin/payment-settings', access: ['admin'], title: 'Payment settings', Component: PaymentSettingsPage },
  { path: 'admin/audit/:clientId', access: ['admin'], title: 'Access log', Component: ClientAuditPage },
  { path: 'admin/backups', access: ['admin'], title: 'Backups', Component: BackupsPage },
  { path: 'admin/integrations', access: ['admin'], title: 'Integrations', Component: IntegrationsPage },
  { path: 'admin/settings', access: ['admin'], title: 'Clinic settings', Component: ClinicSettingsPage },
]);
