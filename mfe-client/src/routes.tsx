import './i18n';
import type { ComponentType } from 'react';
import { Navigate } from '@clinic/router';
import type { Role } from '@clinic/contracts';
import { defineRemote, type RouteAccess } from '@clinic/host';
import { translatedScreens } from '@clinic/host/screens';
import { cataloguesReady, i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import { hasWaitingDiaryEntries } from './features/diary/diary-queue-key';
import headings from './headings.json';

/**
 * A screen whose modules register a part of this namespace (i18n-nutrition.ts) shows once that part's
 * Hindi is in, with Hindi chosen, as the shell does for a remote's catalogue: no English flash.
 */
const withCatalogues = <M,>(load: () => Promise<M>) => () => load().then(async (module) => (await cataloguesReady(), module));

const BookingPage = lazyScreen(() => import('./features/appointments/components/booking-page'), 'BookingPage');
const AppointmentListPage = lazyScreen(() => import('./features/appointments/components/appointment-list-page'), 'AppointmentListPage');
const AppointmentViewPage = lazyScreen(() => import('./features/appointments/components/appointment-view-page'), 'AppointmentViewPage');
const AppointmentEditPage = lazyScreen(() => import('./features/appointments/components/appointment-edit-page'), 'AppointmentEditPage');
const NutritionistAvailabilityPage = lazyScreen(
  () => import('./features/availability/components/nutritionist-availability-page'),
  'NutritionistAvailabilityPage',
);
const PlanListPage = lazyScreen(() => import('./features/plans/components/plan-list-page'), 'PlanListPage');
const PlanDetailPage = lazyScreen(withCatalogues(() => import('./features/plans/components/plan-detail-page')), 'PlanDetailPage');
const ProgressListPage = lazyScreen(() => import('./features/progress/components/progress-list-page'), 'ProgressListPage');
const ProgressDetailPage = lazyScreen(() => import('./features/progress/components/progress-detail-page'), 'ProgressDetailPage');
const DiaryPage = lazyScreen(withCatalogues(() => import('./features/diary/components/diary-page')), 'DiaryPage');
const ProgressEditPage = lazyScreen(() => import('./features/progress/components/progress-edit-page'), 'ProgressEditPage');

// Diary entries logged offline wait on the device; with some waiting, they are sent as the app starts.
if (hasWaitingDiaryEntries()) void import('./features/diary/diary-start').then((m) => m.sendWaitingDiaryEntries());

/** The spec links to /nutrition-plans and /progress without routes; they lead to the lists. */
const ToPlans = () => <Navigate to="/nutritionPlansList" replace />;
const ToProgress = () => <Navigate to="/progressList" replace />;

/** Clients, and the practitioners who share their screens (decisions.md: same clinical screens). */
const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** Titles and headings in the language shown at the moment (`routes.<titleKey>` and headings.json). */
const screen = translatedScreens((key) => i18n.t(key, { ns: 'client' }), headings);
const route = (path: string, access: RouteAccess, titleKey: string, Component: ComponentType) => screen({ path, access, titleKey, Component });

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
  // The client's own diary; the care team reads it on the client's page in the admin screens.
  route('diary', ['client'], 'diary', DiaryPage),
]);
