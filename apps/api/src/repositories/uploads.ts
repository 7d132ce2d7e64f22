// Upload tickets for affiliate images: issued, then uploaded once, then used by one product.
import type { Queryable } from '../db/adapter.js';

export function uploadsRepository(db: Queryable) {
  return {
    async create(
      input: { id: string; key: string; adminId: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        'insert into uploads (id, key, admin_id, expires_at) values ($1, $2, $3, $4)',
        [input.id, input.key, input.adminId, input.expiresAt],
      );
    },

    /**
     * Claims the ticket for its one upload: 'claimed', 'unknown' (never issued or expired),
     * or 'already-uploaded'.
     */
    async claim(
      key: string,
      tx: Queryable = db,
    ): Promise<'claimed' | 'unknown' | 'already-uploaded'> {
      const rows = await tx.query(
        `update uploads set uploaded_at = now()
         where key = $1 and uploaded_at is null and expires_at > now()
         returning id`,
        [key],
      );
      if (rows.length > 0) return 'claimed';
      const existing = await tx.query<{ uploaded: boolean }>(
        'select uploaded_at is not null as uploaded from uploads where key = $1',
        [key],
      );
      return existing[0]?.uploaded ? 'already-uploaded' : 'unknown';
    },

    /** Gives a claimed ticket back when storing its image failed. */
    async unclaim(key: string, tx: Queryable = db): Promise<void> {
      await tx.query('update uploads set uploaded_at = null where key = $1 and used_at is null', [
        key,
      ]);
    },

    /**
     * Marks an uploaded image as used by a product: 'used', 'not-uploaded' (never issued or
     * not uploaded) or 'already-used'.
     */
    async use(key: string, tx: Queryable = db): Promise<'used' | 'not-uploaded' | 'already-used'> {
      const rows = await tx.query(
        `update uploads set used_at = now()
         where key = $1 and uploaded_at is not null and used_at is null
         returning id`,
        [key],
      );
      if (rows.length > 0) return 'used';
      const existing = await tx.query<{ used: boolean }>(
        'select used_at is not null as used from uploads where key = $1',
        [key],
      );
      return existing[0]?.used ? 'already-used' : 'not-uploaded';
    },
  };
}
