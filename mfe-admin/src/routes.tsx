import './i18n';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { translatedScreens } from '@clinic/host/screens';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import headings from './headings.json';

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
const ClientNutritionPage = lazyScreen(() => import('./features/nutrition/components/client-nutrition-page'), 'ClientNutritionPage');
const FoodsPage = lazyScreen(() => import('./features/foods/components/foods-page'), 'FoodsPage');
const AddProgressPage = lazyScreen(() => import('./features/progress/components/add-progress-page'), 'AddProgressPage');
const RevenuePage = lazyScreen(() => import('./features/payments/components/revenue-page'), 'RevenuePage');
const PaymentSettingsPage = lazyScreen(() => import('./features/payments/components/payment-settings-page'), 'PaymentSettingsPage');
const ClientAuditPage = lazyScreen(() => import('./features/audit/components/client-audit-page'), 'ClientAuditPage');
const BackupsPage = lazyScreen(() => import('./features/backups/components/backups-page'), 'BackupsPage');
const IntegrationsPage = lazyScreen(() => import('./features/integrations/components/integrations-page'), 'IntegrationsPage');
const ClinicSettingsPage = lazyScreen(() => import('./features/settings/components/clinic-settings-page'), 'ClinicSettingsPage');

/** Practitioners: the admin and nutritionists share the clinical screens; user management is the admin's. */
const PRACTITIONERS: readonly Role[] = ['admin', 'nutritionist'];

/** Titles and headings in the language shown at the moment (`routes.<titleKey>` and headings.json). */
const screen = translatedScreens((key) => i18n.t(key, { ns: 'admin' }), headings);

/** The clinic's screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  screen({ path: 'admin/userlist', access: ['admin'], titleKey: 'users', Component: UserListPage }),
  screen({ path: 'admin/user/:id/edit', access: ['admin'], titleKey: 'editUser', Component: UserEditPage }),
  screen({ path: 'admin/setAvailability', access: PRACTITIONERS, titleKey: 'setAvailability', Component: SetAvailabilityPage }),
  screen({ path: 'admin/myAvailability', access: PRACTITIONERS, titleKey: 'myAvailability', Component: MyAvailabilityPage }),
  screen({ path: 'admin/updateSlots', access: PRACTITIONERS, titleKey: 'updateSlots', Component: UpdateSlotsPage }),
  screen({ path: 'admin/updateSlotStatus', access: PRACTITIONERS, titleKey: 'updateSlotStatus', Component: UpdateSlotStatusPage }),
  screen({ path: 'admin/deleteAvailability', access: PRACTITIONERS, titleKey: 'deleteAvailability', Component: DeleteAvailabilityPage }),
  screen({ path: 'admin/today', access: PRACTITIONERS, titleKey: 'todaysAppointments', Component: TodayPage }),
  screen({ path: 'admin/calendar', access: PRACTITIONERS, titleKey: 'calendar', Component: CalendarPage }),
  screen({ path: 'admin/AppointmentsByDate', access: PRACTITIONERS, titleKey: 'appointmentsByDate', Component: AppointmentsByDatePage }),
  screen({ path: 'admin/createNutritionPlan', access: PRACTITIONERS, titleKey: 'createNutritionPlan', Component: CreatePlanPage }),
  screen({ path: 'admin/nutrition-plans/:id/edit', access: PRACTITIONERS, titleKey: 'editNutritionPlan', Component: EditPlanPage }),
  screen({ path: 'admin/clientPlans/:clientId', access: PRACTITIONERS, titleKey: 'clientPlans', Component: ClientPlansPage }),
  screen({ path: 'admin/clients/:clientId/nutrition', access: PRACTITIONERS, titleKey: 'clientNutrition', Component: ClientNutritionPage }),
  screen({ path: 'admin/foods', access: PRACTITIONERS, titleKey: 'foods', Component: FoodsPage }),
  screen({ path: 'admin/progressPlans', access: PRACTITIONERS, titleKey: 'addClientProgress', Component: AddProgressPage }),
  // A client adds their own measurements here (the id being their own): spec section 2, decisions.md.
  screen({ path: 'admin/progressPlans/:id', access: ['admin', 'nutritionist', 'client'], titleKey: 'addClientProgress', Component: AddProgressPage }),
  screen({ path: 'admin/revenue', access: PRACTITIONERS, titleKey: 'revenue', Component: RevenuePage }),
  screen({ path: 'admin/payment-settings', access: ['admin'], titleKey: 'paymentSettings', Component: PaymentSettingsPage }),
  screen({ path: 'admin/audit/:clientId', access: ['admin'], titleKey: 'accessLog', Component: ClientAuditPage }),
  screen({ path: 'admin/backups', access: ['admin'], titleKey: 'backups', Component: BackupsPage }),
  screen({ path: 'admin/integrations', access: ['admin'], titleKey: 'integrations', Component: IntegrationsPage }),
  screen({ path: 'admin/settings', access: ['admin'], titleKey: 'clinicSettings', Component: ClinicSettingsPage }),
]);
