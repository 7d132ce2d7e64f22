// Incoming WhatsApp messages (issue 41): read from the signed webhook's `value.messages[]` (with
// `value.contacts[]` for the sender's profile name), and a photo or document fetched through the
// Cloud API's media endpoints (GET /{version}/{media-id} answers a short-lived url; GET that url
// with the same bearer token answers the bytes), then kept encrypted in the document storage.
import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES } from '@kirana/domain/documents';
import {
  CONVERSATION_NAME_MAX,
  INBOUND_MEDIA_UNAVAILABLE,
  otherMessageWords,
} from '@kirana/domain/inbox';
import type { WhatsAppConfig } from '../config.js';
import type { Schemas } from '../contract/types.js';
import { HttpError } from '../errors.js';
import {
  DOCUMENT_EXTENSIONS,
  newDocumentKey,
  type DocumentExtension,
  type Storage,
} from '../storage/storage.js';
import { WHATSAPP_TIMEOUT_MS } from './whatsapp.js';

/** One incoming message as the inbox takes it. */
export interface IncomingWhatsApp {
  id: string;
  /** E.164 with "+". */
  phone: string;
  profileName: string | null;
  type: string;
  body: string;
  at: Date;
  media: { id: string; mimeType: string | null; caption: string | null } | null;
}

const DEFAULT_BODY: Record<string, string> = { image: '(a photo)', document: '(a document)' };

/** The messages of one callback, in Meta's order. */
/** A profile name as a conversation keeps it: trimmed, at most CONVERSATION_NAME_MAX characters
 * (whole characters: an emoji is not cut in half); null when there is none. */
function cutName(name: string | undefined): string | null {
  return [...(name?.trim() ?? '')].slice(0, CONVERSATION_NAME_MAX).join('') || null;
}

export function incomingMessages(body: Schemas['WhatsAppWebhook']): IncomingWhatsApp[] {
  return (body.entry ?? []).flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) => {
      const value = change.value;
      const names = new Map(
        (value?.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]),
      );
      return (value?.messages ?? []).map((message): IncomingWhatsApp => {
        const media =
          message.type === 'image'
            ? message.image
            : message.type === 'document'
              ? message.document
              : undefined;
        const caption = media?.caption?.trim() || null;
        const body =
          message.type === 'text'
            ? (message.text?.body ?? '').trim() || otherMessageWords('text')
            : (caption ?? DEFAULT_BODY[message.type] ?? otherMessageWords(message.type));
        return {
          id: message.id,
          phone: `+${message.from}`,
          profileName: cutName(names.get(message.from)),
          type: message.type,
          body,
          at: new Date(Number(message.timestamp) * 1000),
          media: media ? { id: media.id, mimeType: media.mime_type ?? null, caption } : null,
        };
      });
    }),
  );
}

const EXTENSION_OF = Object.fromEntries(
  Object.entries(DOCUMENT_EXTENSIONS).map(([extension, type]) => [type, extension]),
) as Record<string, DocumentExtension>;

/**
 * Fetches a message's media and stores it encrypted; null when it is of a kind we do not keep
 * (not an image or PDF, or larger than a document may be). The Cloud API not answering is a 503:
 * Meta sends the callback again, and the message's id keeps it from counting twice.
 */
export async function keepWhatsAppMedia(
  config: WhatsAppConfig,
  documents: Pick<Storage, 'put'>,
  media: { id: string; mimeType: string | null; caption: string | null },
): Promise<{
  storageKey: string;
  contentType: string;
  size: number;
  caption: string | null;
} | null> {
  const auth = { authorization: `Bearer ${config.accessToken}` };
  const unavailable = () => new HttpError(503, INBOUND_MEDIA_UNAVAILABLE);
  let bytes: Buffer;
  let contentType: string;
  try {
    const meta = await fetch(
      `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(media.id)}`,
      { headers: auth, signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS) },
    );
    if (!meta.ok) throw unavailable();
    const info = (await meta.json()) as { url?: string; mime_type?: string; file_size?: number };
    contentType = (info.mime_type ?? media.mimeType ?? '').split(';')[0]?.trim() ?? '';
    if (!info.url) throw unavailable();
    if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(contentType)) return null;
    if ((info.file_size ?? 0) > MAX_DOCUMENT_BYTES) return null;
    const file = await fetch(info.url, {
      headers: auth,
      signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
    });
    if (!file.ok) throw unavailable();
    bytes = Buffer.from(await file.arrayBuffer());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unavailable();
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) return null;
  const extension = EXTENSION_OF[contentType];
  if (!extension) return null;
  const storageKey = newDocumentKey(extension);
  await documents.put(storageKey, bytes, contentType);
  return { storageKey, contentType, size: bytes.length, caption: media.caption };
}
