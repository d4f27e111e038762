import type { AdminMessageDetail, ReplyResponse, UpdateMessageBody } from '@shared/api/enquiries';
import { REPLY_FILES_FIELD } from '@shared/api/enquiries';
import useSWR from 'swr';
import { apiFormJson, apiJson } from '../../../lib/api-client';
import { ADMIN_MESSAGES_KEY } from './admin';
import type { ContactMessage } from './types';

/** The enquiry workflow's calls (issue 15): one message's detail, its status and notes, a reply with files. */

export function messageDetailKey(id: ContactMessage['id']): string {
  return `${ADMIN_MESSAGES_KEY}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/messages/{id}: the message, notes, thread and the enquirer's guides. */
export function useMessageDetail(id: ContactMessage['id']) {
  return useSWR<AdminMessageDetail>(messageDetailKey(id), (url: string) => apiJson<AdminMessageDetail>('GET', url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

/** PATCH /api/admin/messages/{id}. */
export function updateMessage(id: ContactMessage['id'], change: UpdateMessageBody): Promise<AdminMessageDetail> {
  return apiJson<AdminMessageDetail>('PATCH', messageDetailKey(id), change);
}

/** POST /api/admin/messages/{id}/replies (multipart). */
export function sendReply(id: ContactMessage['id'], text: string, files: readonly File[]): Promise<ReplyResponse> {
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append(REPLY_FILES_FIELD, file, file.name);
  return apiFormJson<ReplyResponse>('POST', `${messageDetailKey(id)}/replies`, form);
}
