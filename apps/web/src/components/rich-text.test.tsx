// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../test/render';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the toolbar’s bold, lists and links', async () => {
    await renderInLanguage(
      <RichText text={'Read **page 12**\n\n- exercise 1\n- exercise 2\n\n[the worksheet](https://example.org/sheet)'} />,
    );
    expect(screen.getByText('page 12').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['exercise 1', 'exercise 2']);
    expect(screen.getByRole('link', { name: /the worksheet/ }).getAttribute('href')).toBe('https://example.org/sheet');
  });

  it('never renders stored HTML, a script link or an image', async () => {
    const { container } = await renderInLanguage(
      <RichText
        text={'<img src=x onerror="alert(1)"><b>raw</b>\n\n[click](javascript:alert(1)) ![pic](https://example.org/a.png)\n\n# Big'}
      />,
    );
    expect(container.querySelector('img, script, b, h1')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain('Big');
  });
});
