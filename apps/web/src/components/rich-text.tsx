import Markdown, { defaultUrlTransform } from 'react-markdown';
import { ExternalLink } from './external-link';

/**
 * A lesson note's or homework's text (decision 110): stored as Markdown, never as HTML, and rendered by
 * react-markdown (remark), which builds React elements and never sets inner HTML. Only what a teacher's
 * toolbar writes is kept (paragraphs, bold, italics, lists, links); any other element (a heading, an
 * image, raw HTML) is unwrapped to its text or skipped, and a link keeps only http(s) and mailto.
 */
const ALLOWED = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'];

const safeUrl = (url: string) => {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:)/i.test(cleaned) ? cleaned : '';
};

export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={['space-y-2 break-words [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6', className]
        .filter(Boolean)
        .join(' ')}
    >
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        skipHtml
        urlTransform={safeUrl}
        components={{
          a: ({ href, children }) =>
            href ? (
              <ExternalLink href={href} className="text-primary underline" showIcon={false}>
                {children}
              </ExternalLink>
            ) : (
              <span>{children}</span>
            ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
