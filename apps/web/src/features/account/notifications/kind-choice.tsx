import { useLingui } from '@lingui/react/macro';
import { channelsAllowedFor, type TNotificationChannel, type TNotificationKind } from '@carnet/contract';
import { CHANNEL_LABELS, KIND_LABELS } from './kind-labels';

type Props = {
  kind: TNotificationKind;
  value: TNotificationChannel;
  onChange: (channel: TNotificationChannel) => void;
  isDisabled: boolean;
};

/** One kind of news: a radio group of the channels it allows (absences never 'in the app only'). */
export function KindChoice({ kind, value, onChange, isDisabled }: Props) {
  const { i18n, t } = useLingui();
  const noteId = `notify-${kind}-note`;
  const isAbsence = kind === 'absence';
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={isAbsence ? noteId : undefined} disabled={isDisabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{i18n._(KIND_LABELS[kind])}</legend>
      {isAbsence ? (
        <p id={noteId} className="mb-3 text-sm text-slate-600">
          {t`A same-day unexplained absence always reaches you outside the app, so absences cannot be in the app only.`}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {channelsAllowedFor(kind).map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`notify-${kind}`}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className="size-4 accent-brand-600"
            />
            {i18n._(CHANNEL_LABELS[channel])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
