import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { type InboxParams, inboxQuery } from './list-params.ts';

/** `GET admin/messages` as the BFF wraps it: the list is named `messages`. */
export type MessagePage = { messages: AdminMessage[]; total: number; page: number; limit: number };

/** One page of the inbox; the previous page stays on screen while the next one loads. */
export function useMessages(params: InboxParams) {
  const query = inboxQuery(params);
  return useQuery({
    queryKey: queryKeys.admin.messageList(query),
    queryFn: () => api.get<MessagePage>('admin/messages', query),
    placeholderData: (previous) => previous,
  });
}

/**
 * `PATCH admin/message/:id` with the read state. The lists, the unread count (statistics) and the
 * audit trail (which records the change) are all stale after it.
 */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.patch<AdminMessage>(`admin/message/${encodeURIComponent(id)}`, { read }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.statistics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity }),
      ]);
    },
  });
}
