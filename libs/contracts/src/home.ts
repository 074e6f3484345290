import type { Appointment } from './appointments';
import type { Meal } from './plans';

/** One conversation with something the signed-in user has not read yet. */
export interface UnreadConversation {
  user: { _id: string; name: string };
  /** Messages from that person still unread. */
  unread: number;
  lastMessage: string;
  lastMessageTime: string;
}

export interface UnreadSummary {
  /** Every unread message, as in the header's count. */
  total: number;
  /** The most recent conversations with unread messages, newest first (at most 5). */
  conversations: UnreadConversation[];
}

export interface MeasurementChange {
  weight: number | null;
  bodyFat: number | null;
  BMI: number | null;
}

export interface LatestMeasurement {
  _id: string;
  date: string;
  weight: number | null;
  bodyFat: number | null;
  BMI: number | null;
  /** Latest minus the one before it, per value both have; null when there is no earlier record. */
  change: MeasurementChange | null;
  previousDate: string | null;
}

export interface CurrentPlan {
  _id: string;
  title: string;
  /** Today's meals: a plan is a cycle of one to seven days from its start, repeated. */
  meals: Meal[];
}

/** `GET /api/home/client`: what a client needs after signing in. */
export interface ClientHome {
  /** The next pending or confirmed appointment that has not started; null prompts a booking. */
  nextAppointment: Appointment | null;
  currentPlan: CurrentPlan | null;
  latestMeasurement: LatestMeasurement | null;
  unread: UnreadSummary;
}

export interface FollowUpDue {
  client: { _id: string; name: string; phoneEnding: string };
  /** The date of the client's last completed visit. */
  lastVisit: string;
}

export interface WeekCounts {
  /** Monday and Sunday of the clinic's current week. */
  from: string;
  to: string;
  /** Every appointment dated this week, whatever its status. */
  booked: number;
  completed: number;
  cancelled: number;
  noShows: number;
}

/** `GET /api/home/practice`: a practitioner's day (the admin's covers the whole clinic). */
export interface PracticeHome {
  /** Today on the clinic's calendar. */
  date: string;
  /** The clinic's time now, HH:MM: what has started. */
  time: string;
  /** Today's appointments in time order. */
  today: Appointment[];
  /** Pending appointments still ahead, soonest first (at most 10). */
  requests: Appointment[];
  requestsTotal: number;
  unread: UnreadSummary;
  /** Clients whose last completed visit is over `followUpDays` old and who have nothing booked. */
  followUps: FollowUpDue[];
  followUpDays: number;
  week: WeekCounts;
}
