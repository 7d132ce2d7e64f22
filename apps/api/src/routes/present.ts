// Rows as the contract shapes them (`_id`, image addresses, public fields only).
import type { Schemas } from '../contract/types.js';
import type { AdminRow } from '../repositories/admins.js';
import type { AffiliateProductRow } from '../repositories/affiliate.js';
import type { BranchRow } from '../repositories/branches.js';
import type { DefaultCategoryRow, DefaultProductRow } from '../repositories/catalogue.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { ProductRow } from '../repositories/products.js';
import type { Storage } from '../storage/storage.js';

export function presentAdmin(admin: AdminRow): Schemas['Admin'] {
  return { _id: admin.id, email: admin.email, name: admin.name, role: 'Admin' };
}

function address(branch: BranchRow): Schemas['Address'] {
  return {
    street: branch.street,
    city: branch.city,
    state: branch.state,
    pincode: branch.pincode,
    country: branch.country,
  };
}

export function presentBranch(branch: BranchRow): Schemas['Branch'] {
  return {
    _id: branch.id,
    name: branch.name,
    phone: branch.phone,
    status: branch.status,
    ownerName: branch.ownerName,
    address: address(branch),
    createdAt: branch.createdAt,
  };
}

/** No owner, phone or status: only what the public store finder shows. */
export function presentPublicStore(branch: BranchRow): Schemas['PublicStore'] {
  return { _id: branch.id, name: branch.name, address: address(branch) };
}

export function presenters(storage: Storage) {
  const url = (key: string) => storage.publicUrl(key);
  return {
    category: (row: CategoryRow): Schemas['Category'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      createdFromTemplate: row.createdFromTemplate,
      defaultCategoryId: row.defaultCategoryId,
    }),
    product: (row: ProductRow): Schemas['Product'] => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      quantity: row.quantity,
      unit: row.unit,
      isPacket: row.isPacket,
      imageUrl: url(row.imageKey),
      createdFromTemplate: row.createdFromTemplate,
      defaultProductId: row.defaultProductId,
      categoryId: row.categoryId,
    }),
    defaultCategory: (row: DefaultCategoryRow): Schemas['DefaultCategory'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
    }),
    defaultProduct: (row: DefaultProductRow): Schemas['DefaultProduct'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      suggestedPrice: row.suggestedPrice,
      description: row.description,
      unit: row.unit,
      quantity: row.quantity,
      isPacket: row.isPacket,
    }),
    affiliateProduct: (row: AffiliateProductRow): Schemas['AffiliateProduct'] => ({
      _id: row.id,
      name: row.name,
      imageUrl: url(row.imageKey),
      affiliateLink: row.affiliateLink,
      isActive: row.isActive,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  };
}
