// The owner's "My data" download (issue 40 §5): its state (getOwnerDataExport), preparing it
// (prepareOwnerDataExport) and the ZIP itself (getOwnerDataExportFile, 410 once expired).
import type { SuccessBody } from '@kirana/api-client/types';
import { unwrap } from '../../../lib/api';
import { ownerApi } from '../../../lib/owner-api';

/** The last download the owner asked for (ready or expired), or null. */
export type DataExport = SuccessBody<'getOwnerDataExport'>['data']['export'];

/** GET /api/store-owner/data-export: the state of the last download. */
export async function readDataExport(): Promise<DataExport> {
  return (await unwrap(ownerApi.GET('/api/store-owner/data-export'))).data.export;
}

/** POST /api/store-owner/data-export: prepares it now (replacing the previous one). */
export async function prepareDataExport(): Promise<DataExport> {
  return (await unwrap(ownerApi.POST('/api/store-owner/data-export'))).data.export;
}

/** GET /api/store-owner/data-export/download: the ZIP, with the owner's token. */
export async function downloadDataExport(): Promise<Blob> {
  return await unwrap(ownerApi.GET('/api/store-owner/data-export/download', { parseAs: 'blob' }));
}
