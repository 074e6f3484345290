import './i18n';
import { Navigate } from '@clinic/router';
import { type Role, type ScreenHeadingDeclaration, screenHeadingKey } from '@clinic/contracts';
import { defineRemote, type RemoteRoute } from '@clinic/host';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import headings from './headings.json';

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

const translated = (key: string | undefined) => (key ? i18n.t(key, { ns: 'client' }) : undefined);

/**
 * A screen whose document title is read in the language shown at the moment: `title` is a getter
 * over this remote's catalogue (`routes.<key>`), so the shell needs no key of ours. Its heading,
 * which the shell draws while the screen's code loads, is the one headings.json declares for its
 * path (also written into this remote's manifest, so the shell has it before this code arrives).
 */
function route(path: string, access: RemoteRoute['access'], titleKey: string, Component: RemoteRoute['Component']): RemoteRoute {
  const declared = (headings as Record<string, ScreenHeadingDeclaration>)[path];
  return {
    path,
    access,
    get title() {
      return i18n.t(`routes.${titleKey}`, { ns: 'client' });
    },
    ...(declared && { heading: (role: Role | undefined) => translated(screenHeadingKey(declared, role)) }),
    Component,
  };
}

/** The client-facing screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  route('appointmentForm', EVERYONE, 'booking', BookingPage),
  route('appointmentList', EVERYONE, 'appointments', AppointmentListPage),
  route('appointments/:id/view', EVERYONE, 'appointmentDetails', AppointmentViewPage),
  route('appointments/:id/edit', EVERYONE, 'updateAppointment', AppointmentEditPage),
  route('nutritionistAvailability', ['client'], 'availability', NutritionistAvailabilityPage),
  route('nutritionistAvailability/:id', ['client'], 'availability', NutritionistAvailabilityPage),
  route('nutritionPlansList', EVERYONE, 'plans', PlanListPage),
  route('nutrition-plans', EVERYONE, 'plans', ToPlans),
  route('nutrition-plans/:id', EVERYONE, 'plan', PlanDetailPage),
  route('progressList', EVERYONE, 'progressRecords', ProgressListPage),
  route('progress', EVERYONE, 'progressRecords', ToProgress),
  route('progress/:id', EVERYONE, 'progressRecord', ProgressDetailPage),
  // Clients edit what they entered; the screen shows others' records as read-only.
  route('progress/edit/:id', EVERYONE, 'editProgress', ProgressEditPage),
]);
