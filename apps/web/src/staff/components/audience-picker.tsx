import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TAudience, TAudienceKind, TPupilRef } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { InlineError } from '../../components/inline-error';
import { RemovableChip } from './removable-chip';
import { SearchInput } from './search-input';
import { useAudienceChoices, useAudienceCount, useAudiencePupilSearch } from '../lib/api/audience';

type Props = {
  /** Called with the chosen audience, or null while it reaches nothing chosen (a group kind with no box ticked). */
  onChange: (audience: TAudience | null) => void;
  /** For the parents' areas (documents): the pupils' own accounts are not told, so not counted. */
  parentsOnly?: boolean;
  /**
   * A teacher's picker (announcements): only their own teaching groups and those groups' pupils, what the
   * server lets a teacher reach (decision 084); the wider kinds are not offered, so none is refused later.
   */
  ownGroupsOnly?: boolean;
};

/**
 * Nothing is chosen at first: a publication sent to the whole school by a forgotten default reaches
 * every family, so the sender picks an audience, and the whole school is confirmed with its own box.
 */
export const INITIAL_AUDIENCE: TAudience | null = null;

type GroupKind = Exclude<TAudienceKind, 'school' | 'pupils'>;
type Chosen = Record<Exclude<TAudienceKind, 'school'>, number[]>;
const NONE: Chosen = { yearGroups: [], classes: [], teachingGroups: [], pupils: [] };

function audienceOf(kind: TAudienceKind | null, chosen: Chosen, isSchoolConfirmed: boolean): TAudience | null {
  if (kind === null) return null;
  if (kind === 'school') return isSchoolConfirmed ? { kind } : null;
  const ids = chosen[kind];
  return ids.length > 0 ? { kind, ids } : null;
}

const fieldClass = 'rounded-xl border border-slate-200 p-4';
const legendClass = 'px-1 text-sm font-semibold text-slate-900';

/**
 * Who a publication is for, on every publishing screen: the whole school, year groups, classes,
 * teaching groups or chosen pupils (searched by name). Below it, how many pupils, families and
 * accounts that reaches, asked of the server before anything is sent.
 */
export function AudiencePicker({ onChange, parentsOnly = false, ownGroupsOnly = false }: Props) {
  const { t } = useLingui();
  const id = useId();
  const choices = useAudienceChoices();
  // A teacher has one useful kind: their groups are open at once (still none ticked, so nothing is chosen).
  const [kind, setKind] = useState<TAudienceKind | null>(ownGroupsOnly ? 'teachingGroups' : null);
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [isSchoolConfirmed, setSchoolConfirmed] = useState(false);
  const [pupils, setPupils] = useState<TPupilRef[]>([]);

  const update = (nextKind: TAudienceKind | null, nextChosen: Chosen, nextConfirmed = isSchoolConfirmed) => {
    setKind(nextKind);
    setChosen(nextChosen);
    setSchoolConfirmed(nextConfirmed);
    onChange(audienceOf(nextKind, nextChosen, nextConfirmed));
  };
  const toggle = (group: Exclude<TAudienceKind, 'school'>, itemId: number, isOn: boolean) => {
    const ids = isOn ? [...chosen[group], itemId] : chosen[group].filter((x) => x !== itemId);
    update(kind, { ...chosen, [group]: ids });
  };
  const addPupil = (pupil: TPupilRef) => {
    if (chosen.pupils.includes(pupil.id)) return;
    setPupils((list) => [...list, pupil]);
    toggle('pupils', pupil.id, true);
  };
  const removePupil = (pupilId: number) => {
    setPupils((list) => list.filter((p) => p.id !== pupilId));
    toggle('pupils', pupilId, false);
  };

  const allKinds: Array<{ value: TAudienceKind; label: string }> = [
    { value: 'school', label: t`Whole school` },
    { value: 'yearGroups', label: t`Year groups` },
    { value: 'classes', label: t`Classes` },
    { value: 'teachingGroups', label: t`Teaching groups` },
    { value: 'pupils', label: t`Chosen pupils` },
  ];
  const kinds = ownGroupsOnly ? allKinds.filter((k) => k.value === 'teachingGroups' || k.value === 'pupils') : allKinds;
  const data = choices.data;
  const groupItems: Record<GroupKind, Array<{ id: number; label: string }>> = {
    yearGroups: (data?.yearGroups ?? []).map((g) => ({ id: g.id, label: g.name })),
    classes: (data?.classes ?? []).map((c) => ({ id: c.id, label: c.name })),
    teachingGroups: (data?.teachingGroups ?? []).map((g) => ({ id: g.id, label: `${g.name} (${g.teacherName})` })),
  };

  return (
    <div className="grid gap-4">
      <fieldset className={fieldClass}>
        <legend className={legendClass}>
          <Trans>Audience</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {kinds.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.value}
                checked={kind === option.value}
                // Leaving the whole school and coming back asks again.
                onChange={() => update(option.value, chosen, false)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'school' ? (
        <label className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <input
            type="checkbox"
            checked={isSchoolConfirmed}
            onChange={(event) => update('school', chosen, event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <Trans>Yes, this is for the whole school: every family is told.</Trans>
        </label>
      ) : null}
      {choices.isError ? (
        <InlineError message={t`The classes and groups could not be loaded`} onRetry={() => void choices.refetch()} />
      ) : null}
      {kind === 'yearGroups' || kind === 'classes' || kind === 'teachingGroups' ? (
        <fieldset className={fieldClass}>
          <legend className={legendClass}>{kinds.find((k) => k.value === kind)?.label}</legend>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {groupItems[kind].map((item) => (
              <li key={item.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={chosen[kind].includes(item.id)}
                    onChange={(event) => toggle(kind, item.id, event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                  {item.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {kind === 'pupils' ? <PupilChooser chosen={pupils} onAdd={addPupil} onRemove={removePupil} /> : null}
      <AudienceReach audience={audienceOf(kind, chosen, isSchoolConfirmed)} parentsOnly={parentsOnly} />
    </div>
  );
}

function PupilChooser({ chosen, onAdd, onRemove }: { chosen: TPupilRef[]; onAdd: (p: TPupilRef) => void; onRemove: (id: number) => void }) {
  const { t } = useLingui();
  const searchId = useId();
  const [q, setQ] = useState('');
  const search = useAudiencePupilSearch(q.trim());
  const found = q.trim() ? (search.data ?? []) : [];
  return (
    <fieldset className={fieldClass}>
      <legend className={legendClass}>
        <Trans>Chosen pupils</Trans>
      </legend>
      {chosen.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label={t`Chosen pupils`}>
          {chosen.map((pupil) => (
            <RemovableChip key={pupil.id} name={pupil.name} onRemove={() => onRemove(pupil.id)} className="bg-brand-50 text-brand-800">
              {pupil.name} ({pupil.className})
            </RemovableChip>
          ))}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
        <Trans>Search pupils by name</Trans>
      </label>
      <SearchInput id={searchId} value={q} onChange={(event) => setQ(event.target.value)} className="mt-1" />
      {found.length > 0 ? (
        <ul className="mt-2 grid gap-1" aria-label={t`Pupils found`}>
          {found.map((pupil) => (
            <li key={pupil.id} className="flex items-center justify-between gap-3 rounded-lg px-2 py-1 hover:bg-slate-50">
              <span className="text-sm text-slate-800">
                {pupil.name} ({pupil.className})
              </span>
              <button
                type="button"
                onClick={() => onAdd(pupil)}
                disabled={chosen.some((c) => c.id === pupil.id)}
                className={buttonClass('secondary', 'sm')}
              >
                <Trans>Add</Trans>
                <span className="sr-only">{pupil.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : q.trim() && search.isSuccess ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No pupil found</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Reaches 1 pupil, 1 family and 1 account', announced as it changes. */
function AudienceReach({ audience, parentsOnly }: { audience: TAudience | null; parentsOnly: boolean }) {
  const count = useAudienceCount(audience, parentsOnly);
  const reach = audience ? count.data : undefined;
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      {!audience ? (
        <Trans>Choose who this is for.</Trans>
      ) : reach ? (
        <Trans>
          Reaches <Plural value={reach.pupils} one="# pupil" other="# pupils" />,{' '}
          <Plural value={reach.families} one="# family" other="# families" /> and{' '}
          <Plural value={reach.accounts} one="# account" other="# accounts" />.
        </Trans>
      ) : (
        <Trans>Counting who this reaches…</Trans>
      )}
    </p>
  );
}

/** The send button's words: 'Send to 1 family', 'Send to 2 families'; before the count is known, 'Send'. */
export function SendToLabel({ audience, parentsOnly = false }: { audience: TAudience | null; parentsOnly?: boolean }) {
  const count = useAudienceCount(audience, parentsOnly);
  const families = audience ? count.data?.families : undefined;
  if (families === undefined) return <Trans>Send</Trans>;
  return <Plural value={families} one="Send to # family" other="Send to # families" />;
}
