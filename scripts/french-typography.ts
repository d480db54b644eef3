/**
 * French typography (decision 095): a no-break space, U+00A0 or the narrow U+202F, before ':', '?' and
 * '!'. Not a rule for what is not prose: a time ('16:35'), an address ('https://…', '/login?next='),
 * a run of marks ('?!'), or what stands inside a placeholder ('{count, plural, …}').
 */
const NO_BREAK = new Set(['\u00a0', '\u202f']);

/** Strips `{…}` placeholders (nested ICU ones too), keeping the text around them. */
function withoutPlaceholders(text: string): string {
  let depth = 0;
  let kept = '';
  for (const char of text) {
    if (char === '{') depth += 1;
    if (depth === 0) kept += char;
    else kept += ' ';
    if (char === '}' && depth > 0) depth -= 1;
  }
  return kept;
}

/** Each ':', '?' or '!' of `text` that French typography wants a no-break space before, with its place. */
export function frenchTypographyProblems(text: string): string[] {
  const prose = withoutPlaceholders(text);
  const problems: string[] = [];
  for (const match of prose.matchAll(/[:?!]/g)) {
    const at = match.index;
    const before = prose[at - 1] ?? '';
    const after = prose[at + 1] ?? '';
    if (NO_BREAK.has(before) || '?!'.includes(before || 'x')) continue;
    // A time or a format ('16:35', 'HH:MM'): no space on either side.
    if (match[0] === ':' && /\w/.test(before) && /\w/.test(after)) continue;
    if (match[0] === ':' && after === '/') continue;
    const word = prose.slice(0, at).split(/\s/).at(-1) ?? '';
    if (word.includes('/') || word.includes('=')) continue;
    problems.push(`"${match[0]}" at ${at} in: ${text}`);
  }
  return problems;
}
