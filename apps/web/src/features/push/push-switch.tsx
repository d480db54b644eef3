import { lazy, Suspense } from 'react';
import { loadPushMessages } from './push-messages';

// The switch's code and texts load with it, wherever it is placed: no page carries them before.
const PushSwitchControl = lazy(() =>
  Promise.all([import('./push-switch-control'), loadPushMessages()]).then(([m]) => ({ default: m.PushSwitchControl })),
);

/** "Turn on notifications" on this device (decision 073): self-contained, place it on any signed-in page. */
export function PushSwitch() {
  return (
    <Suspense fallback={null}>
      <PushSwitchControl />
    </Suspense>
  );
}
