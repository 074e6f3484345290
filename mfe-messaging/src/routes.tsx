import './i18n';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';

const ConversationPage = lazyScreen(() => import('./features/conversation/components/conversation-page'), 'ConversationPage');
const SendMessagePage = lazyScreen(() => import('./features/send/components/send-message-page'), 'SendMessagePage');
const ConversationListPage = lazyScreen(() => import('./features/inbox/components/conversation-list-page'), 'ConversationListPage');

/** A screen's document title in the reader's language, read each time the shell sets it. */
const titled = <R extends object>(key: string, route: R) =>
  Object.defineProperty(route, 'title', { get: () => i18n.t(key, { ns: 'messaging' }), enumerable: true }) as R & { title: string };

const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** The screen's heading, which the shell draws while the screen's code loads (the same text). */
const heading = (key: string) => ({ heading: () => i18n.t(key, { ns: 'messaging' }) });

/** Messaging screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  titled('routes.conversation', { path: 'conversation', access: EVERYONE, Component: ConversationPage, ...heading('conversation.title') }),
  titled('routes.send', { path: 'sendMessage', access: EVERYONE, Component: SendMessagePage, ...heading('send.title') }),
  titled('routes.list', { path: 'admin/conversationList', access: ['admin', 'nutritionist'], Component: ConversationListPage, ...heading('inbox.title') }),
]);
