import './i18n';
import { type Role, type ScreenHeadingDeclaration, screenHeadingKey } from '@clinic/contracts';
import { defineRemote } from '@clinic/host';
import { i18n } from '@clinic/i18n';
import { lazyScreen } from '@clinic/ui';
import headings from './headings.json';

const ConversationPage = lazyScreen(() => import('./features/conversation/components/conversation-page'), 'ConversationPage');
const SendMessagePage = lazyScreen(() => import('./features/send/components/send-message-page'), 'SendMessagePage');
const ConversationListPage = lazyScreen(() => import('./features/inbox/components/conversation-list-page'), 'ConversationListPage');

/** A screen's document title in the reader's language, read each time the shell sets it. */
const titled = <R extends object>(key: string, route: R) =>
  Object.defineProperty(route, 'title', { get: () => i18n.t(key, { ns: 'messaging' }), enumerable: true }) as R & { title: string };

const EVERYONE: readonly Role[] = ['client', 'admin', 'nutritionist'];

/**
 * The screen's heading, which the shell draws while the screen's code loads (the same text), as
 * headings.json declares it (one key, or one per role): also written into this remote's manifest,
 * so the shell has it first.
 */
const heading = (path: keyof typeof headings) => {
  const declared: ScreenHeadingDeclaration = headings[path];
  return {
    path,
    heading: (role: Role | undefined) => {
      const key = screenHeadingKey(declared, role);
      return key ? i18n.t(key, { ns: 'messaging' }) : undefined;
    },
  };
};

/** Messaging screens; each loads its code on first visit. */
export default defineRemote({ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }, [
  titled('routes.conversation', { ...heading('conversation'), access: EVERYONE, Component: ConversationPage }),
  titled('routes.send', { ...heading('sendMessage'), access: EVERYONE, Component: SendMessagePage }),
  titled('routes.list', { ...heading('admin/conversationList'), access: ['admin', 'nutritionist'], Component: ConversationListPage }),
]);
