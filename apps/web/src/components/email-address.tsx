import { Fragment } from 'react';

/** The places a long address may wrap: after the '@' and before each '.', never inside a word. */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address that wraps where a reader expects it to on a narrow screen ('lea.martin@' /
 * '.example.com'), not mid-word as `break-all` did; a part longer than the line still wraps, as a last resort.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={className ? `${className} [overflow-wrap:anywhere]` : '[overflow-wrap:anywhere]'}>
      {emailBreakParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
