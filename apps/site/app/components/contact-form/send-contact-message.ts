// The contact form's one API call, in a file of its own like every call of the apps.
import type { CreateContactMessageRequest } from '@kirana/api-client/types';
import { api, unwrap } from '../../lib/api';

/** POST /api/contact-messages: resolves once the server has stored the message (201). */
export async function sendContactMessage(message: CreateContactMessageRequest): Promise<void> {
  await unwrap(api.POST('/api/contact-messages', { body: message }));
}
