import { describe, expect, it } from 'vitest';
import { EXPORT_KINDS, exportReadme } from './export-readme';

describe('the export README', () => {
  it('describes the same files in English and French, one paragraph each, with CRLF lines', () => {
    const en = exportReadme('en', 'Martin', '2026-11-25 12:00');
    const fr = exportReadme('fr', 'Martin', '2026-11-25 12:00');
    for (const name of [...EXPORT_KINDS, 'files/']) {
      expect(en).toContain(`\r\n${name}\r\n`);
      expect(fr).toContain(`\r\n${name}\r\n`);
    }
    expect(en).not.toMatch(/[^\r]\n/);
    expect(fr).toMatch(/^Tout ce que Carnet conserve sur la famille Martin, exporté le 2026-11-25 12:00/);
  });

  it('puts a no-break space before French colons and semicolons', () => {
    const fr = exportReadme('fr', 'Martin', '2026-11-25 12:00');
    expect(fr).not.toMatch(/[^\u00a0][:;](\s|$)/m);
  });
});
