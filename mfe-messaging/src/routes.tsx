import './i18n';
import type { Role } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { translatedScreens } from '@clinic/host/screens';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import headings from './headings.json';

const ConversationPage = lazyScreen(() => import('./features/conversation/components/conversation-page'), 'ConversationPage');
const SendMessagePage = lazyScreen(() => import('./features/send/components/send-message-page'), 'SendMessagePage');
const ConversationListPage = lazyScreen(() => import('./features/inbox/components/conversation-list-page'), 'ConversationListPage');

const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/** Titles and headings in the language shown at the moment (`routes.<titleKey>` and headings.json). */
const screen = translatedScreens((key) => i18n.t(key, { ns: 'messaging' }), headings);

/** Messaging screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  screen({ path: 'conversation', access: EVERYONE, titleKey: 'conversation', Component: ConversationPage }),
  screen({ path: 'sendMessage', access: EVERYONE, titleKey: 'send', Component: SendMessagePage }),
  screen({ path: 'admin/conversationList', access: ['admin', 'nutritionist'], titleKey: 'list', Component: ConversationListPage }),
]);
