import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFamily } from './api/get-family';
import { ContactList } from './components/contact-list';
import { FamilySections, type FamilySection } from './components/family-sections';
import { FinancialCard } from './components/financial-card';

/** Route /parentinfo (parents only): the family's contacts and financial information. */
export function ParentInfoPage() {
  const { t } = useLingui();
  const family = useFamily();
  const [section, setSection] = useState<FamilySection>('informations');
  const name = family.data?.name;
  const title = name !== undefined ? t`${name} Family` : t`Loading...`;
  useDocumentTitle(name !== undefined ? title : t`Family form`);

  if (family.isError) {
    return (
      <>
        <PageHeader title={t`Family form`} />
        <InlineError message={t`Error loading data...`} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      {family.data ? (
        <FamilySections
          value={section}
          onValueChange={setSection}
          panel={(id) =>
            id === 'informations' ? <ContactList members={family.data.familyInfo.familyMembers} /> : <FinancialCard family={family.data} />
          }
        />
      ) : (
        <Skeleton rows={4} />
      )}
    </>
  );
}
