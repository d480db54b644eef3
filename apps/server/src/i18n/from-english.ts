import { messagesEn } from './messages.en';
import { type Message, type MessageKey, messageKeys, PLACEHOLDER } from './translate';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog text as a pattern: 'The answer must be at most {max} characters' matches '... at most 2000 ...'. */
function patternOf(template: string): RegExp {
  const parts = template.split(PLACEHOLDER);
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(?<${part}>.+?)`)).join('');
  return new RegExp(`^${source}$`);
}

const patterns = new Map<MessageKey, RegExp>(messageKeys.map((key) => [key, patternOf(messagesEn[key])]));

/**
 * The catalog message whose English text, under `prefix`, is `text`: the contract's shared rules and
 * schemas state their messages in English (the spec's texts, which the web app shows too), and this
 * finds them in the catalogs. A text the catalog lacks comes back as it is, in English.
 */
export function messageFromEnglish(text: string, prefix: 'forms.' | 'schema.'): Message {
  for (const [key, pattern] of patterns) {
    if (!key.startsWith(prefix)) continue;
    const match = pattern.exec(text);
    if (match) return { key, params: { ...match.groups } };
  }
  return { key: 'request.text', params: { text } };
}
