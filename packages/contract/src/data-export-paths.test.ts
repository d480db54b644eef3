import { describe, expect, it } from 'vitest';
import { dataExportFileName, dataExportPaths } from './data-export-paths';

describe('the data export', () => {
  it('names the zip after the family in ASCII, accents and spaces folded', () => {
    expect(dataExportFileName('Martin', '2026-11-25')).toBe('carnet-martin-2026-11-25.zip');
    expect(dataExportFileName('Lefèvre Ça Va', '2026-11-25')).toBe('carnet-lefevre-ca-va-2026-11-25.zip');
    expect(dataExportFileName('../"', '2026-11-25')).toBe('carnet-family-2026-11-25.zip');
  });

  it('has one address per side', () => {
    expect(dataExportPaths.mine).toBe('/api/me/export');
    expect(dataExportPaths.family(7)).toBe('/api/staff/families/7/export');
  });
});
