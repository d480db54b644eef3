// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TNewsletter } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { NewsletterCarousel } from './newsletter-carousel';

const newsletters: TNewsletter[] = [1, 2, 3].map((id) => ({
  id,
  title: `News ${id}`,
  publishDate: `2026-0${id}-10`,
  hasNotification: false,
}));
const fileProps = () => ({ onSee: () => undefined, onDownload: () => undefined, isSeeing: false, isDownloading: false });
const renderCarousel = (language: TLanguage) =>
  renderInLanguage(<NewsletterCarousel newsletters={newsletters} fileProps={fileProps} />, language);

describe('NewsletterCarousel', () => {
  afterEach(cleanup);

  it('names the carousel, its slides and its dots for a screen reader', async () => {
    await renderCarousel('en');
    const carousel = screen.getByRole('region', { name: 'Newsletters' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: '2 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
    screen.getByRole('button', { name: 'Newsletter 3 of 3' });
    screen.getAllByText('Published');
  });

  it('says all of it in French', async () => {
    await renderCarousel('fr');
    const carousel = screen.getByRole('region', { name: 'Lettres d’information' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(screen.getByRole('group', { name: '2 sur 3' }).getAttribute('aria-roledescription')).toBe('diapositive');
    screen.getByRole('button', { name: 'Lettre d’information 3 sur 3' });
    expect(screen.getAllByText(/^Publiée le/)).toHaveLength(3);
  });
});
