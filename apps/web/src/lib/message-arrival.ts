/**
 * A conversation's last message time is its newest message's delivery (decision 102): for the side that
 * wrote a message held for quiet hours, a moment still to come. The lists then say when it will arrive
 * rather than show a time in the future. A minute or two ahead is not "to come": a device whose clock runs
 * a little slow must not call an ordinary message held (decision 104), and a message held for a minute
 * reads well with its time alone.
 */
const TOLERANCE_MS = 2 * 60_000;

export const isStillToArrive = (instant: string, now: number): boolean => new Date(instant).getTime() > now + TOLERANCE_MS;
