import { isClinician, type Role } from './roles';

/** Spec section 9: the conversation list previews the last message cut to 50 characters. */
export const MESSAGE_PREVIEW_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 2000;
export const CONVERSATION_PAGE_DEFAULT = 50;

export interface ChatUser {
  _id: string;
  name: string;
}

export interface ChatMessage {
  _id: string;
  sender: ChatUser;
  receiver: ChatUser;
  content: string;
  createdAt: string;
  /** Whether the receiver has opened it. */
  isRead: boolean;
}

export interface ConversationSummary {
  /**
   * The other person. `phoneEnding` (their phone's last four digits) tells apart two clients of the
   * same name in a practitioner's list; empty otherwise (a client's list, a practitioner's colleague).
   */
  user: ChatUser & { phoneEnding: string };
  lastMessage: string;
  lastMessageTime: string;
  /** False when the counterpart wrote something the signed-in user has not read yet. */
  isRead: boolean;
}

export interface SendMessageRequest {
  receiver: string;
  content: string;
}

/** What the live stream (`GET /api/messages/events`) sends. */
export type MessageEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; messageId: string; counterpart: string }
  | { type: 'unread'; count: number }
  /** A new in-app notification: the recipient's unread count now. */
  | { type: 'notification'; unread: number };

/**
 * Who may talk to whom: clients with practitioners (admins and nutritionists); practitioners with
 * clients and with each other; never client to client.
 */
export function canMessage(sender: Role, receiver: Role): boolean {
  return isClinician(sender) || isClinician(receiver);
}

/** The first 50 characters, with an ellipsis when cut (the ellipsis is the 50th). */
export function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= MESSAGE_PREVIEW_LENGTH ? flat : `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`;
}
