import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { readPushState, turnPushOff, turnPushOn, type PushState } from './push-device';

/** The switch itself (loaded by push-switch.tsx with its texts): this device's state, and the way to change it. */
export function PushSwitchControl() {
  const { t } = useLingui();
  const [state, setState] = useState<PushState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isMounted = true;
    readPushState().then(
      (read) => isMounted && setState(read),
      () => isMounted && setState('off'),
    );
    return () => {
      isMounted = false;
    };
  }, []);

  if (state === null) return null;
  if (state === 'install-first') {
    return (
      <p className="text-sm text-slate-600">
        <Trans>To get notifications on an iPhone or iPad, add Carnet to your Home Screen first (Share, then Add to Home Screen)</Trans>
      </p>
    );
  }
  if (state === 'unsupported') {
    return (
      <p className="text-sm text-slate-600">
        <Trans>This browser cannot receive notifications.</Trans>
      </p>
    );
  }

  const isOn = state === 'on';
  const toggle = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      setState(isOn ? await turnPushOff() : await turnPushOn());
    } catch {
      setFailure(
        isOn ? t`Notifications could not be turned off. Please try again.` : t`Notifications could not be turned on. Please try again.`,
      );
    } finally {
      setIsBusy(false);
    }
  };
  const stateText = {
    on: t`Notifications are on for this device.`,
    off: t`Notifications are off for this device.`,
    blocked: t`Notifications from Carnet are blocked in this browser's settings: allow them there to turn them on.`,
  }[state];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-switch-label" className="text-sm font-medium text-slate-900">
          <Trans>Turn on notifications</Trans>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby="push-switch-label"
          aria-describedby="push-switch-state"
          disabled={isBusy || state === 'blocked'}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60',
            isOn ? 'bg-brand-600' : 'bg-slate-400',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-6 rounded-full bg-white shadow transition-transform', isOn ? 'translate-x-5' : 'translate-x-0')}
          />
        </button>
      </div>
      <p id="push-switch-state" className="text-sm text-slate-600">
        {stateText}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-rose-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
