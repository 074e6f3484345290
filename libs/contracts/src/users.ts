import type { Role } from './roles';

/** The languages of the app, its emails and calendar files (issue 16). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
/** The locale of each language's Indian formats: lakh grouping, day before month. */
export const INDIAN_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** User info as every API response carries it: never a password or its hash. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  isAdmin: boolean;
  address: string;
  /**
   * The user's language: emails and calendar files are written in it, and the browser shows it.
   * Every response has it; optional here because a session stored before it existed lacks it.
   */
  language?: Language;
}

/** The short form embedded in other resources (appointments, plans, messages). */
export interface UserRef {
  _id: string;
  name: string;
  email: string;
}

export interface LoginRequest {
  phone: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  phone: string;
  email?: string;
  password: string;
  /** Default `en`. */
  language?: Language;
}

export interface UpdateProfileRequest {
  /** Spec section 7 sends it; it must be the signed-in user's id. */
  _id?: string;
  /** Required when `password` or `phone` changes. */
  currentPassword?: string;
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  password?: string;
  language?: Language;
}

export interface AdminUpdateUserRequest {
  /** Spec section 7 sends it; it must be the user in the path. */
  userId?: string;
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  role?: Role;
  /** A temporary password for a user who forgot theirs. */
  password?: string;
  language?: Language;
}

export interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export interface MessageResponse {
  message: string;
}

/** What the browser keeps about the session (spec section 4): user info and the expiry, never the token. */
export interface StoredSession {
  user: UserInfo;
  expiresAt: number;
}
