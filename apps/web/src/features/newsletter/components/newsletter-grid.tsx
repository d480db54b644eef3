import { NewsletterCard } from './newsletter-card';
import type { NewsletterListProps } from './newsletter-file-props';

/** Wide screens: every newsletter at once, newest first. */
export function NewsletterGrid({ newsletters, fileProps }: NewsletterListProps) {
  return (
    <ul className="grid grid-cols-2 gap-5 xl:grid-cols-3">
      {newsletters.map((newsletter) => (
        <li key={newsletter.id}>
          <NewsletterCard newsletter={newsletter} {...fileProps(newsletter)} />
        </li>
      ))}
    </ul>
  );
}
