import type { CSSProperties } from 'react';
import type { AppointmentStatus } from '@clinic/contracts';

/** Appointment blocks by status: the same hues as the status tags, readable on the shaded grid. */
const STATUS_STYLES: Partial<Record<AppointmentStatus, CSSProperties>> = {
  pending: { background: '#fff7e0', border: '1px solid #f0c85a', color: '#6b4e00' },
  confirmed: { background: '#dff3e6', border: '1px solid #5fb37e', color: '#184d2c' },
  completed: { background: '#e6efff', border: '1px solid #7fa3e0', color: '#203f73' },
  cancelled: { background: '#f4f4f4', border: '1px dashed #b8b8b8', color: '#555', textDecoration: 'line-through' },
};

const OTHER: CSSProperties = { background: '#f4f4f4', border: '1px solid #b8b8b8', color: '#555' };

/** A status without its own style (one added later) still shows, in grey. */
export const statusStyle = (status: AppointmentStatus): CSSProperties => STATUS_STYLES[status] ?? OTHER;
