import { Plural, Trans } from '@lingui/react/macro';
import type { TReportsPreview } from '@carnet/contract';

const sectionTitle = 'mb-2 text-base font-semibold text-slate-900';

/** What publishing would do: each matched pupil with their file; files matching nobody, or several pupils, or the same pupil twice. */
export function ReportsPreviewTable({ preview }: { preview: TReportsPreview }) {
  return (
    <div className="grid gap-5" aria-live="polite">
      <section aria-labelledby="reports-matched">
        <h3 id="reports-matched" className={sectionTitle}>
          <Plural value={preview.matches.length} one="# file matched to a pupil" other="# files matched to pupils" />
        </h3>
        {preview.matches.length > 0 ? (
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Pupil</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Class</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>File</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.matches.map((m) => (
                  <tr key={m.fileName} className="border-t border-slate-100">
                    <td className="px-3 py-2 text-slate-900">{m.pupil.name}</td>
                    <td className="px-3 py-2 text-slate-700">{m.pupil.className}</td>
                    <td className="px-3 py-2 break-all text-slate-700">{m.fileName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {preview.unmatched.length > 0 ? (
        <section aria-labelledby="reports-unmatched" className="rounded-xl bg-amber-50 p-4">
          <h3 id="reports-unmatched" className={sectionTitle}>
            <Plural
              value={preview.unmatched.length}
              one="# file matches no pupil (not published)"
              other="# files match no pupil (not published)"
            />
          </h3>
          <ul className="list-disc pl-5 text-sm break-all text-slate-800">
            {preview.unmatched.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {preview.ambiguous.length > 0 ? (
        <section aria-labelledby="reports-ambiguous" className="rounded-xl bg-amber-50 p-4">
          <h3 id="reports-ambiguous" className={sectionTitle}>
            <Plural
              value={preview.ambiguous.length}
              one="# file matches several pupils (not published)"
              other="# files match several pupils (not published)"
            />
          </h3>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {preview.ambiguous.map((a) => (
              <li key={a.fileName} className="break-all">
                {a.fileName}: {a.pupils.map((p) => `${p.name} (${p.className})`).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {preview.duplicates.length > 0 ? (
        <section aria-labelledby="reports-duplicates" className="rounded-xl bg-amber-50 p-4">
          <h3 id="reports-duplicates" className={sectionTitle}>
            <Plural
              value={preview.duplicates.length}
              one="# pupil has several files (not published)"
              other="# pupils have several files (not published)"
            />
          </h3>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {preview.duplicates.map((d) => (
              <li key={d.pupil.id} className="break-all">
                {d.pupil.name}: {d.fileNames.join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
