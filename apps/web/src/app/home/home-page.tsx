import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { WhenNear } from '../../components/when-near';
import { hasRole, useUser } from '../../lib/use-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DocumentsBlock } from './components/documents-block';
import { Greeting } from './components/greeting';
import { HomeBanners } from './components/home-banners';
import { HomeTiles } from './components/home-tiles';
import { NewsletterBlock } from './components/newsletter-block';
import { RegistryBlock } from './components/registry-block';
import { SchoolWebsiteCard } from './components/school-website-card';

// Its own chunk, loaded after the first paint: the home page's JavaScript is at its budget (scripts/size.ts).
const DueTomorrowBlock = lazy(() => import('./components/due-tomorrow-block').then((m) => ({ default: m.DueTomorrowBlock })));
// The lunch menu, below every other block (far down on a phone): its code and its read wait until it is
// scrolled near. The documents and the newsletter were tried the same way and measured: while the blocks
// above are skeletons the page is short, they were near at once, and their own chunks cost more (decision 113).
const LunchMenu = lazy(() => import('./components/lunch-menu').then((m) => ({ default: m.LunchMenu })));

/**
 * A far block's frame while it is away, then loading: its titled region, so the page's outline stays
 * whole. Away it is only a grey shape (nothing is loading, so no status is said); loading, the skeleton.
 */
function Later({ title, titleId, icon, children }: { title: string; titleId: string; icon: ReactNode; children: ReactNode }) {
  const frame = (body: ReactNode) => (
    <Card title={title} titleId={titleId} icon={icon}>
      {body}
    </Card>
  );
  return (
    <WhenNear placeholder={frame(<div aria-hidden="true" className="h-24 rounded-xl bg-slate-100" />)}>
      <Suspense fallback={frame(<Skeleton rows={2} />)}>{children}</Suspense>
    </WhenNear>
  );
}

/** Home: greeting, banners, tiles, then the blocks; parents also get documents. */
export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Home page`);
  const user = useUser();
  if (!user) return null;
  const isParent = hasRole(user, 'ROLE_PARENT');

  return (
    <>
      <Greeting user={user} />
      {isParent ? <HomeBanners user={user} /> : null}
      <HomeTiles isParent={isParent} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Suspense fallback={null}>
            <DueTomorrowBlock />
          </Suspense>
          <RegistryBlock user={user} />
          {isParent ? <DocumentsBlock user={user} /> : null}
        </div>
        <div className="flex flex-col gap-6">
          <NewsletterBlock />
          {isParent ? <SchoolWebsiteCard /> : null}
        </div>
        <div className="lg:col-span-3">
          <Later title={t`Lunch Menu`} titleId="home-lunch" icon={<UtensilsCrossed className="size-4" />}>
            <LunchMenu />
          </Later>
        </div>
        {/* Students have no documents block, so the website link takes a strip of its own. */}
        {isParent ? null : (
          <div className="lg:col-span-3">
            <SchoolWebsiteCard isWide />
          </div>
        )}
      </div>
    </>
  );
}
