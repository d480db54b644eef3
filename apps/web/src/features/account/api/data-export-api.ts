import { dataExportFileName, dataExportPaths } from '@carnet/contract/data-export-paths';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** GET /api/me/export: the family's data as a zip, saved under the name the server gives it too. */
export async function downloadMyData(familyName: string): Promise<void> {
  const zip = await api.blob(dataExportPaths.mine);
  saveBlob(zip, dataExportFileName(familyName, new Date().toISOString().slice(0, 10)));
}
