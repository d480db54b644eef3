import { useLingui } from '@lingui/react/macro';
import type { TCertificate } from '@carnet/contract';
import { formatLongDate } from '../../../../lib/dates';

/** The certificates the family attached to a record: their title and, when it has one, their expiry. */
export function CertificateLines({ certificates }: { certificates: TCertificate[] }) {
  const { t } = useLingui();
  return certificates.map((certificate) => {
    const title = certificate.title;
    const until = certificate.expiration ? formatLongDate(certificate.expiration) : null;
    return (
      <span key={certificate.id} className="block text-slate-600">
        {until ? t`Certificate: ${title}, valid until ${until}` : t`Certificate: ${title}`}
      </span>
    );
  });
}
