import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

export const FRIENDS_TABS = ['friends', 'requests', 'find', 'messages'] as const;
export type FriendsTab = (typeof FRIENDS_TABS)[number];

/** The ?tab= value as a tab; anything unknown is the Friends tab. */
export function parseFriendsTab(value: string | null): FriendsTab {
  return FRIENDS_TABS.find((tab) => tab === value) ?? 'friends';
}

type FriendsTabsProps = {
  tab: FriendsTab;
  onTabChange: (tab: FriendsTab) => void;
  incomingCount: number;
  friends: ReactNode;
  requests: ReactNode;
  find: ReactNode;
  /** The messages inbox, handed in by the page around (another feature owns it). */
  messages: ReactNode;
  /** Unread messages, shown on the Messages tab. */
  unreadMessages: number;
};

// Four tabs do not fit a phone's width at the usual padding: tighter there, and the row scrolls sideways
// inside the page (never widening it) if a larger text size still overflows.
const trigger = 'h-9 flex-1 shrink-0 gap-1.5 px-2 sm:flex-none sm:px-4';

/** Friends, Requests (with the count waiting for an answer), Find Friends and Messages (with the unread count). */
export function FriendsTabs({
  tab,
  onTabChange,
  incomingCount,
  friends,
  requests,
  find,
  messages,
  unreadMessages,
}: FriendsTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(parseFriendsTab(value))}>
      <TabsList className="flex h-11 w-full justify-start overflow-x-auto sm:inline-flex sm:w-auto">
        <TabsTrigger value="friends" className={trigger}>
          Friends
        </TabsTrigger>
        <TabsTrigger value="requests" className={trigger}>
          Requests
          {incomingCount > 0 ? (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white">
              {incomingCount}
              <span className="sr-only"> waiting</span>
            </span>
          ) : null}
        </TabsTrigger>
        <TabsTrigger value="find" className={trigger}>
          Find Friends
        </TabsTrigger>
        <TabsTrigger value="messages" className={trigger}>
          Messages
          {unreadMessages > 0 ? (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white">
              {unreadMessages > 99 ? '99+' : unreadMessages}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </TabsTrigger>
      </TabsList>
      <Panel value="friends">{friends}</Panel>
      <Panel value="requests">{requests}</Panel>
      <Panel value="find">{find}</Panel>
      <Panel value="messages">{messages}</Panel>
    </Tabs>
  );
}

function Panel({ value, children }: { value: FriendsTab; children: ReactNode }) {
  return (
    <TabsContent value={value} className="overflow-hidden rounded-xl border bg-card shadow-sm">
      {children}
    </TabsContent>
  );
}
