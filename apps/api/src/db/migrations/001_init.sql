-- The first schema of the API. Ids are UUIDs, money is numeric(12,2), times are timestamptz.

create table admins (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  name text not null,
  role text not null default 'Admin',
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per issued token (its jti): logout revokes it.
create table sessions (
  id uuid primary key,
  admin_id uuid not null references admins (id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index sessions_admin_idx on sessions (admin_id);
create index sessions_expires_idx on sessions (expires_at);

create table branches (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  owner_name text not null,
  phone text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  street text not null,
  city text not null,
  state text not null,
  pincode text not null,
  country text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index branches_status_created_idx on branches (status, created_at desc);
create index branches_created_idx on branches (created_at desc);
create index branches_pincode_idx on branches (pincode);

create table customers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone text not null unique,
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now()
);
create index customers_status_idx on customers (status);

create table orders (
  id uuid primary key default gen_random_uuid(),
  branch_id uuid not null references branches (id),
  customer_id uuid not null references customers (id),
  status text not null check (status in ('placed', 'accepted', 'out_for_delivery', 'delivered', 'cancelled')),
  total numeric(12, 2) not null check (total >= 0),
  created_at timestamptz not null default now()
);
create index orders_status_idx on orders (status);
create index orders_branch_idx on orders (branch_id);

create table default_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  image_key text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table default_products (
  id uuid primary key default gen_random_uuid(),
  default_category_id uuid not null references default_categories (id),
  name text not null,
  description text not null,
  unit text not null check (unit in ('kg', 'g', 'L', 'ml', 'pc')),
  quantity integer not null check (quantity > 0),
  is_packet boolean not null,
  image_key text not null,
  suggested_price numeric(12, 2) not null check (suggested_price > 0),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index default_products_category_idx on default_products (default_category_id, sort_order);

create table categories (
  id uuid primary key default gen_random_uuid(),
  branch_id uuid not null references branches (id),
  name text not null,
  image_key text not null,
  default_category_id uuid references default_categories (id),
  created_from_template boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (created_from_template = (default_category_id is not null)),
  unique (branch_id, default_category_id)
);
create index categories_branch_idx on categories (branch_id, created_at);

create table products (
  id uuid primary key default gen_random_uuid(),
  branch_id uuid not null references branches (id),
  -- restrict: a category that still holds products can never be deleted.
  category_id uuid not null references categories (id) on delete restrict,
  name text not null,
  description text not null,
  price numeric(12, 2) not null check (price > 0),
  quantity integer not null check (quantity > 0),
  unit text not null check (unit in ('kg', 'g', 'L', 'ml', 'pc')),
  is_packet boolean not null,
  image_key text not null,
  default_product_id uuid references default_products (id),
  created_from_template boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (created_from_template = (default_product_id is not null)),
  unique (branch_id, default_product_id)
);
create index products_category_idx on products (category_id, created_at);
create index products_branch_idx on products (branch_id);

-- Signed upload tickets for affiliate images: one PUT each, then one product each.
create table uploads (
  id uuid primary key,
  key text not null unique,
  admin_id uuid references admins (id) on delete set null,
  expires_at timestamptz not null,
  uploaded_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table affiliate_products (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  image_key text not null,
  affiliate_link text not null,
  is_active boolean not null default true,
  created_by uuid not null references admins (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- An uploaded image serves one product.
create unique index affiliate_products_image_idx on affiliate_products (image_key);
create index affiliate_products_active_idx on affiliate_products (is_active, created_at desc);

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);
create index contact_messages_created_idx on contact_messages (created_at desc);

-- Every admin write: who, what, when.
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid references admins (id) on delete set null,
  action text not null,
  entity text not null,
  entity_id text,
  details jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index audit_log_at_idx on audit_log (at desc);
create index audit_log_entity_idx on audit_log (entity, entity_id);
