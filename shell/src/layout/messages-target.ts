import { type ConversationSummary, isClinician, type Role } from '@clinic/contracts';

const INBOX = '/admin/conversationList';
const thread = (c: ConversationSummary) => `/conversation?user=${encodeURIComponent(c.user._id)}`;

/**
 * Where the header's Messages link leads, given the first page of conversations (newest first):
 * - one conversation with unread messages: that conversation;
 * - several with unread messages: the list for practitioners; a client (who has no list screen)
 *   gets the most recent unread one;
 * - nothing unread: the only conversation, or, with several, the list (practitioners) or the most
 *   recent one (clients);
 * - no conversation yet: the form that starts one.
 */
export function messagesTarget(role: Role, conversations: readonly ConversationSummary[]): string {
  const practitioner = isClinician(role);
  const unread = conversations.filter((c) => !c.isRead);
  if (unread.length === 1) return thread(unread[0]);
  if (unread.length > 1) return practitioner ? INBOX : thread(unread[0]);
  if (conversations.length === 0) return '/sendMessage';
  if (conversations.length === 1 || !practitioner) return thread(conversations[0]);
  return INBOX;
}

/** Where the link points before the conversations are known (and if they cannot be read). */
export const messagesFallback = (role: Role) => (isClinician(role) ? INBOX : '/conversation');
