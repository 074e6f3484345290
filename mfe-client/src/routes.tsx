import { type ComponentType, lazy } from 'react';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const BookingPage = named(() => import('./features/appointments/components/booking-page'), 'BookingPage');
const AppointmentListPage = named(() => import('./features/appointments/components/appointment-list-page'), 'AppointmentListPage');
const AppointmentViewPage = named(() => import('./features/appointments/components/appointment-view-page'), 'AppointmentViewPage');
const AppointmentEditPage = named(() => import('./features/appointments/components/appointment-edit-page'), 'AppointmentEditPage');
const NutritionistAvailabilityPage = named(
  () => import('./features/availability/components/nutritionist-availability-page'),
  'NutritionistAvailabilityPage',
);

/** Clients, and the practitioners who share their screens (decisions.md: same clinical screens). */
const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** The client-facing screens; each loads its code on first visit. */
export default defineRemote([
  { path: 'appointmentForm', access: EVERYONE, title: 'Book Your Appointment', Component: BookingPage },
  { path: 'appointmentList', access: EVERYONE, title: 'Appointments', Component: AppointmentListPage },
  { path: 'appointments/:id/view', access: EVERYONE, title: 'Appointment Details', Component: AppointmentViewPage },
  { path: 'appointments/:id/edit', access: EVERYONE, title: 'Update Appointment', Component: AppointmentEditPage },
  { path: 'nutritionistAvailability', access: ['client'], title: 'Nutritionist Availability', Component: NutritionistAvailabilityPage },
  { path: 'nutritionistAvailability/:id', access: ['client'], title: 'Nutritionist Availability', Component: NutritionistAvailabilityPage },
]);
