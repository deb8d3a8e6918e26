import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { UNREAD_CHANGED } from '../../app/shell/useUnreadCount.ts';

/** A list's filters as an alert keeps them: parameter → values (as in the list's address). */
export type AlertQuery = Readonly<Record<string, string | readonly string[]>>;

export const FREQUENCIES = [
  { value: 'immediate', label: 'As they arrive', help: 'A notification within a minute of new matches' },
  { value: 'daily', label: 'Daily digest', help: 'One notification a day with the day’s matches' },
  { value: 'weekly', label: 'Weekly digest', help: 'One notification a week with the week’s matches' },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]['value'];

export interface AlertInput {
  name: string;
  contentType: string;
  query: AlertQuery;
  frequency: Frequency;
  email: boolean;
  enabled: boolean;
  /** Daily and weekly digests: the hour they are sent at (0–23, in `timeZone`); weekly ones on Mondays. */
  digestHour: number;
  /** The IANA time zone of `digestHour`: the browser's. */
  timeZone: string;
}

export interface Alert extends AlertInput {
  id: string;
  checkedUntil: string;
  nextRunAt: string;
  lastRunAt: string | null;
  lastMatched: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationItem {
  id: string;
  type: string;
  title: string;
  date: string | null;
  url: string | null;
}

export interface Notification {
  id: string;
  kind: 'alert' | 'admin';
  title: string;
  body: string;
  link: string | null;
  alert: { id: string; name: string; contentType: string; query: AlertQuery } | null;
  items: NotificationItem[];
  itemCount: number;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
  unread: number;
}

export interface Broadcast {
  id: string;
  title: string;
  body: string;
  link: string | null;
  group: { id: string; name: string } | null;
  email: boolean;
  recipients: number;
  sentBy: string | null;
  createdAt: string;
}

export interface BroadcastInput {
  title: string;
  body: string;
  link: string | null;
  groupId: string | null;
  email: boolean;
}

export interface Preferences {
  countries: string[];
  topics: string[];
  /** Answered, ignored when saved: these are the administrator's defaults (the user chose none). */
  fromDefaults?: boolean;
  /** Answered, ignored when saved: the digest time (HH:00) a new alert starts from (/admin/preferences). */
  digestTime?: string;
}

export interface Brief {
  id: string;
  type: string;
  title: string;
  date: string | null;
  countries: string[];
}

export interface WhatsNew {
  preferences: Preferences;
  since: string;
  news: Brief[];
  newsCount: number;
  events: Brief[];
  unread: number;
}

export const alertKeys = {
  all: ['alerts'] as const,
  one: (id: string) => ['alerts', id] as const,
  notifications: (unreadOnly: boolean) => ['notifications', { unreadOnly }] as const,
  broadcasts: ['broadcasts'] as const,
  preferences: ['me', 'preferences'] as const,
};

/** Tells the top bar's count what is unread now, or to read it again (it lives outside the query cache). */
export const announceUnread = (unread?: number) =>
  window.dispatchEvent(new CustomEvent(UNREAD_CHANGED, { detail: unread }));

export const alertsOptions = () =>
  queryOptions({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => api.get<{ alerts: Alert[] }>('cosmos', '/alerts', { signal }).then((a) => a.alerts),
  });

/** What the user follows, with the administrator's digest time for new alerts. */
export const preferencesOptions = () =>
  queryOptions({
    queryKey: alertKeys.preferences,
    queryFn: ({ signal }) => api.get<Preferences>('cosmos', '/me/preferences', { signal }),
  });

export const alertOptions = (id: string) =>
  queryOptions({
    queryKey: alertKeys.one(id),
    queryFn: ({ signal }) => api.get<Alert>('cosmos', `/alerts/${encodeURIComponent(id)}`, { signal }),
  });

/** The browser's time zone (an IANA name), in which the user chooses the digest hour. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** What an alert would have matched in the last 7 days: the count and the newest 10. */
export interface AlertPreview {
  count: number;
  items: { id: string; type: string; title: string; date: string | null }[];
}

export const alertPreviewOptions = (contentType: string, query: AlertQuery) =>
  queryOptions({
    queryKey: ['alerts', 'preview', contentType, query] as const,
    queryFn: ({ signal }) =>
      api.post<AlertPreview>('cosmos', '/alerts/preview', { body: { contentType, query }, signal }),
    staleTime: 60_000,
  });

export interface TestDigest {
  notificationId: string;
  count: number;
  /** An e-mail is on its way. */
  emailed: boolean;
}

/** Sends a test digest now of a saved alert, or of one as written in the form: one notification, an e-mail if asked. */
export function useTestDigest() {
  return useMutation({
    mutationFn: (what: AlertInput | { id: string }) =>
      'id' in what
        ? api.post<TestDigest>('cosmos', `/alerts/${encodeURIComponent(what.id)}/test`)
        : api.post<TestDigest>('cosmos', '/alerts/test', { body: what }),
    onSuccess: () => announceUnread(),
  });
}

/** Saves an alert: a new one, or the changes of one read at `version` (409 if it changed meanwhile). */
export function useSaveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id?: string; version?: number; input: AlertInput }) =>
      id
        ? api.put<Alert>('cosmos', `/alerts/${encodeURIComponent(id)}`, { body: { ...input, version } })
        : api.post<Alert>('cosmos', '/alerts', { body: input }),
    onSuccess: (alert) => {
      client.setQueryData(alertKeys.one(alert.id), alert);
      return client.invalidateQueries({ queryKey: alertKeys.all, exact: true });
    },
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<null>('cosmos', `/alerts/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function fetchNotifications(unreadOnly: boolean, cursor: string | undefined, signal?: AbortSignal) {
  const query: Record<string, string> = { limit: '20' };
  if (unreadOnly) query.unread = 'true';
  if (cursor) query.cursor = cursor;
  return api.get<NotificationPage>('cosmos', '/notifications', { query, signal });
}

/** Marks one notification read or unread, or all of them read; the lists and the top bar's count follow. */
export function useMarkNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; read: boolean } | 'all') =>
      change === 'all'
        ? api.post<{ unread: number }>('cosmos', '/notifications/read-all', {})
        : api.put<{ unread: number }>('cosmos', `/notifications/${encodeURIComponent(change.id)}`, {
            body: { read: change.read },
          }),
    onSuccess: async ({ unread }) => {
      announceUnread(unread);
      await client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const broadcastsOptions = () =>
  queryOptions({
    queryKey: alertKeys.broadcasts,
    queryFn: ({ signal }) =>
      api.get<{ broadcasts: Broadcast[] }>('cosmos', '/admin/notifications', { signal }).then((a) => a.broadcasts),
  });

export function useSendBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastInput) => api.post<Broadcast>('cosmos', '/admin/notifications', { body: input }),
    onSuccess: async () => {
      announceUnread();
      await client.invalidateQueries({ queryKey: alertKeys.broadcasts });
      await client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
