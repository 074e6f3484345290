import './i18n';
import { Navigate } from '@clinic/router';
import type { Role } from '@clinic/contracts';
import { defineRemote, type RemoteRoute } from '@clinic/host';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import { appointmentListHeading } from './features/appointments/list-heading';

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

/**
 * A screen whose document title is read in the language shown at the moment: `title` is a getter
 * over this remote's catalogue (`routes.<key>`), so the shell needs no key of ours. `headingKeyFor`:
 * the key of the screen's heading for a role, which the shell draws while the screen's code loads (the same text the
 * screen then draws).
 */
function route(
  path: string,
  access: RemoteRoute['access'],
  titleKey: string,
  Component: RemoteRoute['Component'],
  headingKeyFor?: (role: Role | undefined) => string,
): RemoteRoute {
  return {
    path,
    access,
    get title() {
      return i18n.t(`routes.${titleKey}`, { ns: 'client' });
    },
    ...(headingKeyFor && { heading: (role: Role | undefined) => i18n.t(headingKeyFor(role), { ns: 'client' }) }),
    Component,
  };
}

/** The client-facing screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  route('appointmentForm', EVERYONE, 'booking', BookingPage, () => 'appointments.booking.title'),
  route('appointmentList', EVERYONE, 'appointments', AppointmentListPage, appointmentListHeading),
  route('appointments/:id/view', EVERYONE, 'appointmentDetails', AppointmentViewPage),
  route('appointments/:id/edit', EVERYONE, 'updateAppointment', AppointmentEditPage),
  route('nutritionistAvailability', ['client'], 'availability', NutritionistAvailabilityPage),
  route('nutritionistAvailability/:id', ['client'], 'availability', NutritionistAvailabilityPage),
  route('nutritionPlansList', EVERYONE, 'plans', PlanListPage, () => 'plans.list.title'),
  route('nutrition-plans', EVERYONE, 'plans', ToPlans),
  route('nutrition-plans/:id', EVERYONE, 'plan', PlanDetailPage),
  route('progressList', EVERYONE, 'progressRecords', ProgressListPage, () => 'progress.list.title'),
  route('progress', EVERYONE, 'progressRecords', ToProgress),
  route('progress/:id', EVERYONE, 'progressRecord', ProgressDetailPage),
  // Clients edit what they entered; the screen shows others' records as read-only.
  route('progress/edit/:id', EVERYONE, 'editProgress', ProgressEditPage),
]);
