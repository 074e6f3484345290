import './i18n';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { lazyScreen } from '@clinic/ui';

const ConversationPage = lazyScreen(() => import('./features/conversation/components/conversation-page'), 'ConversationPage');
const SendMessagePage = lazyScreen(() => import('./features/send/components/send-message-page'), 'SendMessagePage');
const ConversationListPage = lazyScreen(() => import('./features/inbox/components/conversation-list-page'), 'ConversationListPage');

const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** Messaging screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  { path: 'conversation', access: EVERYONE, title: 'View Conversation', Component: ConversationPage },
  { path: 'sendMessage', access: EVERYONE, title: 'Send a Message', Component: SendMessagePage },
  { path: 'admin/conversationList', access: ['admin', 'nutritionist'], title: 'Conversations', Component: ConversationListPage },
]);
