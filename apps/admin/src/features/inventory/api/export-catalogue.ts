// GET /api/admin/branches/{branchId}/catalogue.csv: the store's catalogue as a CSV file, fetched
// with the session's token (a plain link could not send it) and handed back as a Blob.

import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';

export interface ExportedCatalogue {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (its UTF-8 form first), else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: use the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

export async function exportCatalogue(branchId: string): Promise<ExportedCatalogue> {
  let disposition: string | null = null;
  const blob = await unwrap(
    api
      .GET('/api/admin/branches/{branchId}/catalogue.csv', {
        params: { path: { branchId } },
        parseAs: 'blob',
      })
      .then((result) => {
        disposition = result.response.headers.get('Content-Disposition');
        return result;
      }),
  );
  return { blob, fileName: fileNameOf(disposition, 'catalogue.csv') };
}

/** A download the admin starts: nothing is cached, every click reads the catalogue again. */
export function useExportCatalogue() {
  return useMutation({ mutationFn: exportCatalogue });
}
