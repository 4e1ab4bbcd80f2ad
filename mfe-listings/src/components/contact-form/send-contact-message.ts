import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from 'contracts/schemas/contact';
import { api } from 'platform/api';

/** POST contact/ (spec §7): a message to the team; business applications travel the same way. */
const sendContactMessage = (body: ContactBody) => api.post<{ _id: string }>('contact/', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
