-- A delivery partner hears back in the language they applied in (issue 45): the te and hi forms
-- promise an answer by SMS, and the approval or rejection (with its reason) goes in that language.
-- Applications made before this were answered in English, and keep it.
alter table delivery_partner_applications
  add column language text not null default 'en' check (language in ('en', 'te', 'hi'));
