import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { TCertificate } from '@carnet/contract';
import { FileActions } from '../../../components/file-actions';
import { formatLongDate } from '../../../lib/dates';
import { useCertificateFile } from '../api/download-certificate';

/** Medical certificates, each to download or to open in a new tab. */
export function CertificateList({ certificates }: { certificates: readonly TCertificate[] }) {
  const { t } = useLingui();
  const { download, open, fileOf } = useCertificateFile();
  if (certificates.length === 0) return null;
  return (
    <ul aria-label={t`Certificates`} className="mt-3 flex flex-col gap-2">
      {certificates.map((certificate) => {
        const expiry = certificate.expiration ? formatLongDate(certificate.expiration) : null;
        return (
          <li key={certificate.id} className="flex items-center gap-3 rounded-lg bg-slate-50 py-2 pr-1.5 pl-3 ring-1 ring-slate-200/70">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium break-words text-slate-800" title={certificate.title}>
                {certificate.title}
              </p>
              <p className="text-xs text-slate-500">
                {certificate.type}
                {expiry ? (
                  <>
                    {' · '}
                    <Trans>Expires {expiry}</Trans>
                  </>
                ) : null}
              </p>
            </div>
            <FileActions
              title={certificate.title}
              isCompact
              onDownload={() => download.mutate(fileOf(certificate))}
              onOpen={() => open.mutate(fileOf(certificate))}
              isDownloading={download.isPending && download.variables?.id === certificate.id}
              isOpening={open.isPending && open.variables?.id === certificate.id}
            />
          </li>
        );
      })}
    </ul>
  );
}
