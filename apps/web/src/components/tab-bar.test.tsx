// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../test/render';
import { TabBar } from './tab-bar';

const items = [
  { value: 'School certificate', label: 'Certificat de scolarité' },
  { value: 'Invoice', label: 'Facture' },
];

describe('TabBar', () => {
  afterEach(cleanup);

  it('names its panel by the selected tab, whatever spaces the values hold', async () => {
    await renderInLanguage(
      <TabBar label="Types" items={items} value="School certificate" onValueChange={() => undefined}>
        <p>Panel</p>
      </TabBar>,
      'fr',
    );
    const panel = screen.getByRole('tabpanel');
    const tab = screen.getByRole('tab', { name: 'Certificat de scolarité' });
    // One id, no space: an aria-labelledby holding a space would name two elements that do not exist.
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.id).not.toMatch(/\s/);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('hands the caller back its own value when a tab is chosen', async () => {
    const onValueChange = vi.fn();
    await renderInLanguage(
      <TabBar label="Types" items={items} value="School certificate" onValueChange={onValueChange}>
        <p>Panel</p>
      </TabBar>,
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Facture' }), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('Invoice');
  });
});
