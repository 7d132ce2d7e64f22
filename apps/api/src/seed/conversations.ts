// Demo conversations of the inbox (issue 41): each seeded contact message's conversation (by
// e-mail, English; the handled ones resolved), a store owner writing in Telugu on WhatsApp with
// the team's reply and an internal note, an owner writing in Hindi three days ago and still
// unanswered (overdue); and three canned replies in each language. The e2e tests and the admin
// read them by these names.
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import type { Repositories } from '../repositories/index.js';

const HOUR_MS = 3_600_000;

/** The WhatsApp conversations, by the store whose owner writes. */
export const SEED_WHATSAPP = [
  {
    store: 'Sai Ram Provision Stores',
    person: 'Lakshmi Devi',
    phone: '+919000134567',
    language: 'te' as OwnerLanguage,
    hoursAgo: 5,
    message: 'నమస్తే, ఆదివారం మా దుకాణం సమయాలు మార్చాలి. ఎలా చేయాలి?',
    reply: 'నమస్తే లక్ష్మి గారు, Kirana Partner యాప్‌లో "సమయాలు" తెరిచి ఆదివారం సమయం మార్చండి. సహాయం కావాలంటే ఇక్కడే రాయండి.',
    note: 'Called her after the reply: she will set the Sunday hours herself this evening.',
  },
  {
    store: 'Al-Madina General Store',
    person: 'Syed Abdul Rahman',
    phone: '+919849145678',
    language: 'hi' as OwnerLanguage,
    hoursAgo: 74,
    message: 'मेरी दुकान ऐप में नहीं दिख रही है। कृपया जाँच करें।',
    reply: null,
    note: null,
  },
] as const;

/** Three canned replies per language, by shortcut. */
export const SEED_CANNED_REPLIES: {
  shortcut: string;
  language: OwnerLanguage;
  title: string;
  body: string;
}[] = [
  {
    shortcut: 'thanks',
    language: 'en',
    title: 'Thanks for writing',
    body: 'Thank you for writing to Kirana. We have your message and will answer within 2 days.',
  },
  {
    shortcut: 'hours',
    language: 'en',
    title: 'Changing opening hours',
    body: 'You can change your opening hours in the Kirana Partner app: open "Hours", choose the day and save.',
  },
  {
    shortcut: 'documents',
    language: 'en',
    title: 'Documents to send again',
    body: 'Please send a clear photo of the document again from your store status page. Make sure all four corners are visible.',
  },
  {
    shortcut: 'thanks',
    language: 'te',
    title: 'రాసినందుకు ధన్యవాదాలు',
    body: 'Kirana కి రాసినందుకు ధన్యవాదాలు. మీ సందేశం మాకు అందింది, 2 రోజుల్లోపు జవాబిస్తాం.',
  },
  {
    shortcut: 'hours',
    language: 'te',
    title: 'దుకాణం సమయాలు మార్చడం',
    body: 'Kirana Partner యాప్‌లో "సమయాలు" తెరిచి, రోజు ఎంచుకుని, సేవ్ చేయండి.',
  },
  {
    shortcut: 'documents',
    language: 'te',
    title: 'పత్రాలు మళ్లీ పంపండి',
    body: 'దయచేసి మీ దుకాణం స్థితి పేజీ నుండి ఆ పత్రం స్పష్టమైన ఫోటో మళ్లీ పంపండి. నాలుగు మూలలూ కనిపించాలి.',
  },
  {
    shortcut: 'thanks',
    language: 'hi',
    title: 'लिखने के लिए धन्यवाद',
    body: 'Kirana को लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है, हम 2 दिनों के अंदर जवाब देंगे।',
  },
  {
    shortcut: 'hours',
    language: 'hi',
    title: 'दुकान का समय बदलना',
    body: 'Kirana Partner ऐप में "समय" खोलें, दिन चुनें और सेव करें।',
  },
  {
    shortcut: 'documents',
    language: 'hi',
    title: 'दस्तावेज़ दोबारा भेजें',
    body: 'कृपया अपनी दुकान के स्टेटस पेज से उस दस्तावेज़ की साफ़ फ़ोटो दोबारा भेजें। चारों कोने दिखने चाहिए।',
  },
];

/**
 * The conversations and canned replies; replies and notes by `authorId` (the demo's Support, or
 * the first admin), the Telugu conversation assigned to them.
 */
export async function seedConversations(
  tx: Queryable,
  repos: Pick<Repositories, 'conversations' | 'notifications'>,
  options: { authorId: string | null; now: number },
): Promise<void> {
  const { conversations } = repos;
  // Each contact message's conversation, by e-mail; a handled one resolved when it was handled.
  const messages = await tx.query<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    createdAt: Date;
    handledAt: Date | null;
  }>(
    `select id, name, email, phone, subject, message, created_at as "createdAt",
       handled_at as "handledAt" from contact_messages order by created_at`,
  );
  for (const message of messages) {
    const at = new Date(message.createdAt);
    const phone = message.phone?.replace(/[\s()-]/g, '') ?? null;
    const id = await conversations.create(
      {
        channel: 'email',
        personName: message.name,
        personEmail: message.email,
        personPhone: phone && /^\+[0-9]{8,15}$/.test(phone) ? phone : null,
        language: 'en',
        subject: message.subject,
        storeId: null,
        registrationId: null,
        applicationId: null,
        contactMessageId: message.id,
        at,
      },
      tx,
    );
    await tx.query(
      `insert into conversation_messages (conversation_id, direction, kind, body, created_at)
       values ($1, 'in', 'message', $2, $3)`,
      [id, message.message, at],
    );
    if (message.handledAt)
      await tx.query(
        `update conversations set status = 'resolved', resolved_at = $2, updated_at = $2
         where id = $1`,
        [id, message.handledAt],
      );
  }

  for (const seed of SEED_WHATSAPP) {
    const at = new Date(options.now - seed.hoursAgo * HOUR_MS);
    const [store] = await tx.query<{ id: string }>('select id from branches where name = $1', [
      seed.store,
    ]);
    const id = await conversations.create(
      {
        channel: 'whatsapp',
        personName: seed.person,
        personEmail: null,
        personPhone: seed.phone,
        language: seed.language,
        subject: 'WhatsApp message',
        storeId: store?.id ?? null,
        registrationId: null,
        applicationId: null,
        contactMessageId: null,
        at,
      },
      tx,
    );
    await tx.query(
      `insert into conversation_messages (conversation_id, direction, kind, body,
         provider_message_id, created_at)
       values ($1, 'in', 'message', $2, $3, $4)`,
      [id, seed.message, `wamid.seed-${seed.phone.slice(1)}`, at],
    );
    if (!seed.reply || !options.authorId) continue;
    const repliedAt = new Date(at.getTime() + HOUR_MS);
    const notificationId = await repos.notifications.enqueue(
      {
        recipientPhone: seed.phone,
        template: 'inbox_reply',
        params: { text: seed.reply, as: 'text' },
        entity: 'conversation',
        entityId: id,
        language: seed.language,
      },
      tx,
    );
    // Sent and delivered already: the demo's worker has nothing of it to send.
    await tx.query(
      `update notifications set state = 'sent', channel = 'whatsapp', attempts = 1,
         sent_at = $2, created_at = $2, delivery_state = 'delivered', delivered_at = $2
       where id = $1`,
      [notificationId, repliedAt],
    );
    await tx.query(
      `insert into conversation_messages (conversation_id, direction, kind, body, author_id,
         sent_as, notification_id, created_at)
       values ($1, 'out', 'message', $2, $3, 'text', $4, $5)`,
      [id, seed.reply, options.authorId, notificationId, repliedAt],
    );
    if (seed.note)
      await tx.query(
        `insert into conversation_messages (conversation_id, direction, kind, body, author_id,
           created_at)
         values ($1, 'out', 'note', $2, $3, $4)`,
        [id, seed.note, options.authorId, new Date(repliedAt.getTime() + 10 * 60_000)],
      );
    await tx.query(
      `update conversations set status = 'waiting', first_response_at = $2,
         last_message_at = $2, assignee_id = $3, updated_at = $2
       where id = $1`,
      [id, repliedAt, options.authorId],
    );
  }

  for (const canned of SEED_CANNED_REPLIES) await conversations.createCanned(canned, tx);
}
