// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TFamilyMember } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { ContactDetails } from './contact-details';

const member: TFamilyMember = {
  id: 1,
  civility: 'Mrs',
  family_tie: 'Grandmother',
  last_name: 'Martin',
  first_name: 'Camille',
  phone: '',
  mobile: '06 12 34 56 78',
  email: 'parent@example.com',
  birthday: '1984-03-12',
  birth_place: 'Lyon',
  birth_country: 'deu',
  nationality: 'GB',
  language: 'French',
  job: '',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  contactable: true,
  speaks_english: false,
};

const rows = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
  );

describe('ContactDetails', () => {
  afterEach(cleanup);

  it('labels every field as specified, countries by name, an empty field as Not specified', async () => {
    await renderInLanguage(<ContactDetails member={member} />);
    expect(rows()).toMatchObject({
      Civility: 'Mrs',
      'Family tie': 'Other',
      Phone: 'Not specified',
      Birthday: '12 March 1984',
      'Birth country': 'Germany',
      Nationality: 'United Kingdom',
      Contactable: 'Yes',
      'Speaks English': 'No',
    });
  });

  it('speaks French: labels, civility, tie, countries, dates, yes and no', async () => {
    await renderInLanguage(<ContactDetails member={member} />, 'fr');
    expect(screen.getByText('Civilité')).toBeTruthy();
    expect(rows()).toMatchObject({
      Civilité: 'Mme',
      'Lien de parenté': 'Autre',
      Téléphone: 'Non renseigné',
      'Date de naissance': '12 mars 1984',
      'Pays de naissance': 'Allemagne',
      Nationalité: 'Royaume-Uni',
      Joignable: 'Oui',
      'Parle anglais': 'Non',
    });
  });
});
