-- A delivery-partner applicant who writes on WhatsApp or by SMS (issue 41): their conversation is
-- linked to their application, as an owner's is to their store, so that a Reviewer sees it and
-- whoever answers can open the application.
alter table conversations
  add column application_id uuid references delivery_partner_applications (id) on delete set null;
