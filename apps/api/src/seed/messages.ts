// Demo contact messages: every subject, new and handled, as visitors of the site would write
// them; the handled ones by the first admin, with their audit entries.
import type { Queryable } from '../db/adapter.js';

interface SeedMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: 'Customer Support' | 'Store Partnership' | 'Feedback' | 'Other';
  message: string;
  hoursAgo: number;
  handled: boolean;
}

export const MESSAGES: SeedMessage[] = [
  {
    name: 'Swathi Reddy',
    email: 'swathi.reddy@example.in',
    phone: '+91 98491 20345',
    subject: 'Customer Support',
    message:
      'My order from Balaji Super Market came without the 5 kg atta bag. The app says delivered. Can you check?',
    hoursAgo: 3,
    handled: false,
  },
  {
    name: 'Mohammed Arif',
    email: 'arif.stores@example.in',
    phone: '+91 90001 77889',
    subject: 'Store Partnership',
    message:
      'I run a kirana near Mehdipatnam bus stop. How do I list my store? I have FSSAI registration and GST.',
    hoursAgo: 7,
    handled: false,
  },
  {
    name: 'Keerthi Naidu',
    email: 'keerthi.n@example.in',
    phone: null,
    subject: 'Feedback',
    message: 'The store finder showed three shops in my colony I did not know about. Very useful!',
    hoursAgo: 20,
    handled: false,
  },
  {
    name: 'Uday Kumar',
    email: 'uday.kumar@example.in',
    phone: '+91 97010 33221',
    subject: 'Other',
    message: 'Do you deliver to Shamshabad? My parents live there and cannot go out to shop.',
    hoursAgo: 30,
    handled: false,
  },
  {
    name: 'Padmaja Rao',
    email: 'padmaja.rao@example.in',
    phone: null,
    subject: 'Customer Support',
    message: 'I was charged twice for one order on Sunday. Please refund the second payment.',
    hoursAgo: 52,
    handled: true,
  },
  {
    name: 'Sandeep Goud',
    email: 'sandeep.goud@example.in',
    phone: '+91 99631 44556',
    subject: 'Store Partnership',
    message:
      'Can a store have two branches under one account? We have shops in Uppal and Nacharam.',
    hoursAgo: 75,
    handled: true,
  },
  {
    name: 'Yasmin Begum',
    email: 'yasmin.b@example.in',
    phone: null,
    subject: 'Feedback',
    message: 'Please add Urdu to the app. Many of the elders in our lane read Urdu best.',
    hoursAgo: 100,
    handled: true,
  },
  {
    name: 'Nikhil Varma',
    email: 'nikhil.varma@example.in',
    phone: null,
    subject: 'Other',
    message: 'Are you hiring delivery partners with bicycles in Kukatpally?',
    hoursAgo: 140,
    handled: true,
  },
];

/** Inserts the messages; the handled ones marked by `adminId` with their audit entries. */
export async function seedMessages(tx: Queryable, adminId: string | null, now: number) {
  for (const message of MESSAGES) {
    const at = new Date(now - message.hoursAgo * 3_600_000);
    const handled = message.handled && adminId !== null;
    const handledAt = new Date(at.getTime() + 5 * 3_600_000);
    const [row] = await tx.query<{ id: string }>(
      `insert into contact_messages (name, email, phone, subject, message, created_at, status,
         handled_by, handled_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        message.name,
        message.email,
        message.phone,
        message.subject,
        message.message,
        at,
        handled ? 'handled' : 'new',
        handled ? adminId : null,
        handled ? handledAt : null,
      ],
    );
    if (!handled || !row) continue;
    await tx.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at)
       values ($1, 'mark-handled', 'contact-message', $2, $3::jsonb, $4)`,
      [
        adminId,
        row.id,
        JSON.stringify({ name: message.name, subject: message.subject }),
        handledAt,
      ],
    );
  }
}
