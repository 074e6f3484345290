/**
 * Type-level guard that the three descriptions of each shape agree: the interface in
 * libs/contracts (what code on both sides uses), the backend DTO (which `implements` it, so it has
 * at least its fields) and the OpenAPI schema generated from that DTO (what integrators and this
 * client see). If a field is added, removed or changes type on one side only, `typecheck` fails
 * here, naming the shape. Nothing here runs.
 */
import type * as C from '@clinic/contracts';
import type { components } from './generated/schema';

type S = components['schemas'];

/** Each side accepts the other: same fields, same types (up to optional vs. always present). */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compile-time only: an entry that is not `true` is a drift between contract and schema. */
export type ContractDrift = {
  userInfo: Agree<S['UserResponseDto'], C.UserInfo>;
  userRef: Agree<S['UserRefDto'], C.UserRef>;
  login: Agree<S['LoginDto'], C.LoginRequest>;
  register: Agree<S['RegisterDto'], C.RegisterRequest>;
  updateProfile: Agree<S['UpdateProfileDto'], C.UpdateProfileRequest>;
  adminUpdateUser: Agree<S['AdminUpdateUserDto'], C.AdminUpdateUserRequest>;
  messageResponse: Agree<S['MessageResponseDto'], C.MessageResponse>;
  notification: Agree<S['NotificationDto'], C.NotificationInfo>;
  notificationPage: Agree<S['NotificationPageDto'], C.NotificationPage>;
  markNotificationsRead: Agree<S['MarkNotificationsReadDto'], C.MarkNotificationsReadRequest>;
  notificationSettings: Agree<S['NotificationSettingsDto'], C.NotificationSettingsInfo>;
  email: Agree<S['EmailDto'], C.EmailInfo>;
  passwordResetRequest: Agree<S['PasswordResetRequestDto'], C.PasswordResetRequest>;
  completePasswordReset: Agree<S['CompletePasswordResetDto'], C.CompletePasswordResetRequest>;
  availabilityDay: Agree<S['AvailabilityDayDto'], C.AvailabilityDay>;
  addAvailability: Agree<S['AddAvailabilityDto'], C.AddAvailabilityRequest>;
  replaceSlots: Agree<S['ReplaceSlotsDto'], C.ReplaceSlotsRequest>;
  setSlotStatus: Agree<S['SetSlotStatusDto'], C.SetSlotStatusRequest>;
  availabilityOverride: Agree<S['AvailabilityOverrideDto'], C.AvailabilityOverride>;
  createOverride: Agree<S['CreateOverrideDto'], C.CreateOverrideRequest>;
  datedAvailability: Agree<S['DatedAvailabilityDto'], C.DatedAvailability>;
  appointment: Agree<S['AppointmentDto'], C.Appointment>;
  createAppointment: Agree<S['CreateAppointmentDto'], C.CreateAppointmentRequest>;
  updateAppointment: Agree<S['UpdateAppointmentDto'], C.UpdateAppointmentRequest>;
  priceList: Agree<S['PriceListDto'], C.PriceList>;
  rescheduleAppointment: Agree<S['RescheduleAppointmentDto'], C.RescheduleAppointmentRequest>;
  cancelAppointment: Agree<S['CancelAppointmentDto'], C.CancelAppointmentRequest>;
  clinicSettings: Agree<S['ClinicSettingsDto'], C.ClinicSettingsInfo>;
  updateClinicSettings: Agree<S['UpdateClinicSettingsDto'], C.UpdateClinicSettingsRequest>;
  clinicSettingsChange: Agree<S['ClinicSettingsChangeDto'], C.ClinicSettingsChange>;
  meal: Agree<S['MealDto'], C.Meal>;
  plan: Agree<S['PlanDto'], C.NutritionPlan>;
  createPlan: Agree<S['CreatePlanDto'], C.PlanRequest>;
  progress: Agree<S['ProgressDto'], C.ProgressRecord>;
  createProgress: Agree<S['CreateProgressDto'], C.ProgressRequest>;
  chatUser: Agree<S['ChatUserDto'], C.ChatUser>;
  chatMessage: Agree<S['ChatMessageDto'], C.ChatMessage>;
  conversation: Agree<S['ConversationSummaryDto'], C.ConversationSummary>;
  sendMessage: Agree<S['SendMessageDto'], C.SendMessageRequest>;
  error: Agree<S['ErrorResponseDto'], C.ApiErrorBody>;
  clientHome: Agree<S['ClientHomeDto'], C.ClientHome>;
  practiceHome: Agree<S['PracticeHomeDto'], C.PracticeHome>;
};

type Drifted<T> = { [K in keyof T]: T[K] extends true ? never : K }[keyof T];
/** Fails to compile, naming the shapes that drifted ("true is not assignable to 'plan'"), unless none did. */
export const contractsAgree: [Drifted<ContractDrift>] extends [never] ? true : Drifted<ContractDrift> = true;
