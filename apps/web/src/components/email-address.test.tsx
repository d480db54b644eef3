// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './email-address';

describe('an e-mail address on a narrow screen', () => {
  afterEach(cleanup);

  it('may wrap only after the @ and before a dot', () => {
    expect(emailBreakParts('marie-claire.dupont-martin@college-jean-moulin.example.fr')).toEqual([
      'marie-claire',
      '.dupont-martin@',
      'college-jean-moulin',
      '.example',
      '.fr',
    ]);
    expect(emailBreakParts('lea')).toEqual(['lea']);
  });

  it('reads as the whole address, with a break opportunity at each of those places', () => {
    const { container } = render(<EmailAddress address="lea.martin@example.com" />);
    expect(container.textContent).toBe('lea.martin@example.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.innerHTML).not.toContain('break-all');
  });
});
