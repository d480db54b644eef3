import { Trans } from '@lingui/react/macro';
import { Medal, Sparkles } from 'lucide-react';
import { DateText } from '../../../components/date-text';
import { cn } from '../../../lib/cn';
import { progressCards, progressLabel, type ProgressCard } from '../rewards-rules';

type Props = {
  rewardCount: number;
  /** Dates of the finished commendations, newest first as the API sends them. */
  commendationDates: readonly string[];
  /** This term's last day, when known: the active card's rewards expire then. */
  termEnd: string | null;
};

/** Five marks, filled for each reward counted toward the card's commendation. */
function Pips({ count, of, isDone }: { count: number; of: number; isDone: boolean }) {
  return (
    <div aria-hidden="true" className="mt-3 flex gap-1">
      {Array.from({ length: of }, (_, index) => (
        <span
          key={index}
          className={cn('h-1.5 flex-1 rounded-full', index < count ? (isDone ? 'bg-emerald-500' : 'bg-brand-500') : 'bg-slate-200')}
        />
      ))}
    </div>
  );
}

function Card({ card, termEnd }: { card: ProgressCard; termEnd: string | null }) {
  if (card.kind === 'finished') {
    const { number } = card;
    return (
      <li className="rounded-xl border border-emerald-200 bg-emerald-50/70 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
          <Medal aria-hidden="true" className="size-4" />
          <Trans>Commendation {number}</Trans>
        </p>
        <p className="mt-1 text-sm text-emerald-800">{progressLabel(5)}</p>
        <Pips count={5} of={5} isDone />
        {card.earnedOn ? (
          <p className="mt-2 text-xs text-emerald-800">
            <Trans>
              Earned <DateText value={card.earnedOn} />
            </Trans>
          </p>
        ) : null}
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-brand-200 bg-brand-50/70 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Sparkles aria-hidden="true" className="size-4" />
        {progressLabel(card.count, card.of)}
      </p>
      <p className="mt-1 text-sm text-brand-800">
        <Trans>Toward the next commendation</Trans>
      </p>
      <Pips count={card.count} of={card.of} isDone={false} />
      {termEnd ? (
        <p className="mt-2 text-xs text-brand-800">
          <Trans>
            Expires <DateText value={termEnd} />
          </Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The finished commendations of the term, then the active card with its progress and expiry. */
export function CommendationProgress({ rewardCount, commendationDates, termEnd }: Props) {
  const cards = progressCards(rewardCount, commendationDates);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.kind === 'active' ? 'active' : card.number} card={card} termEnd={termEnd} />
      ))}
    </ul>
  );
}
