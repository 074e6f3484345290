import './i18n';
import { Navigate } from '@clinic/router';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { lazyScreen } from '@clinic/ui';

const BookingPage = lazyScreen(() => import('./features/appointments/components/booking-page'), 'BookingPage');
const AppointmentListPage = lazyScreen(() => import('./features/appointments/components/appointment-list-page'), 'AppointmentListPage');
const AppointmentViewPage = lazyScreen(() => import('./features/appointments/components/appointment-view-page'), 'AppointmentViewPage');
const AppointmentEditPage = lazyScreen(() => import('./features/appointments/components/appointment-edit-page'), 'AppointmentEditPage');
const NutritionistAvailabilityPage = lazyScreen(
  () => import('./features/availability/components/nutritionist-availability-page'),
  'NutritionistAvailabilityPage',
);
const PlanListPage = lazyScreen(() => import('./features/plans/components/plan-list-page'), 'PlanListPage');
const PlanDetailPage = lazyScreen(() => import('./features/plans/components/plan-detail-page'), 'PlanDetailPage');
const ProgressListPage = lazyScreen(() => import('./features/progress/components/progress-list-page'), 'ProgressListPage');
const ProgressDetailPage = lazyScreen(() => import('./features/progress/components/progress-detail-page'), 'ProgressDetailPage');
const ProgressEditPage = lazyScreen(() => import('./features/progress/components/progress-edit-page'), 'ProgressEditPage');

/** The spec links to /nutrition-plans and /progress without routes; they lead to the lists. */
const ToPlans = () => <Navigate to="/nutritionPlansList" replace />;
const ToProgress = () => <Navigate to="/progressList" replace />;

/** Clients, and the practitioners who share their screens (decisions.md: same clinical screens). */
const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** The client-facing screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  { path: 'appointmentForm', access: EVERYONE, title: 'Book Your Appointment', Component: BookingPage },
  { path: 'appointmentList', access: EVERYONE, title: 'Appointments', Component: AppointmentListPage },
  { path: 'appointments/:id/view', access: EVERYONE, title: 'Appointment Details', Component: AppointmentViewPage },
  { path: 'appointments/:id/edit', access: EVERYONE, title: 'Update Appointment', Component: AppointmentEditPage },
  { path: 'nutritionistAvailability', access: ['client'], title: 'Nutritionist Availability', Component: NutritionistAvailabilityPage },
  { path: 'nutritionistAvailability/:id', access: ['client'], title: 'Nutritionist Availability', Component: NutritionistAvailabilityPage },
  { path: 'nutritionPlansList', access: EVERYONE, title: 'Nutrition Plans', Component: PlanListPage },
  { path: 'nutrition-plans', access: EVERYONE, title: 'Nutrition Plans', Component: ToPlans },
  { path: 'nutrition-plans/:id', access: EVERYONE, title: 'Nutrition Plan', Component: PlanDetailPage },
  { path: 'progressList', access: EVERYONE, title: 'Progress Records', Component: ProgressListPage },
  { path: 'progress', access: EVERYONE, title: 'Progress Records', Component: ToProgress },
  { path: 'progress/:id', access: EVERYONE, title: 'Progress Record', Component: ProgressDetailPage },
  // Clients edit what they entered; the screen shows others' records as read-only.
  { path: 'progress/edit/:id', access: EVERYONE, title: 'Edit Progress Record', Component: ProgressEditPage },
]);
