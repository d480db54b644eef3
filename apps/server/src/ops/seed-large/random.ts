/** A seeded generator (mulberry32): the same seed gives the same school, run after run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    /** A number in [0, 1). */
    next,
    /** An integer in [0, n). */
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)]!,
    /** n decimal digits, leading zeros kept. */
    digits: (n: number) => String(int(10 ** n)).padStart(n, '0'),
    /** Fisher-Yates, in place. */
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export const GIVEN_NAMES = [
  ...['Léa', 'Chloé', 'Zoé', 'Inès', 'Anaïs', 'Maëlle', 'Noémie', 'Élodie', 'Hélène', 'Clémence', 'Océane', 'Camille', 'Manon'],
  ...['Emma', 'Jade', 'Louise', 'Alice', 'Lina', 'Juliette', 'Margaux', 'Sarah', 'Agathe', 'Romane', 'Yasmine', 'Aïcha', 'Salomé'],
  ...['Gabriel', 'Raphaël', 'Noé', 'Théo', 'Loïc', 'Gaël', 'Jérôme', 'François', 'Benoît', 'Cédric', 'Hugo', 'Arthur', 'Louis'],
  ...['Lucas', 'Jules', 'Adam', 'Nathan', 'Mathis', 'Timothée', 'Baptiste', 'Maxime', 'Antoine', 'Étienne', 'Youssef', 'Mamadou'],
];

export const FAMILY_NAMES = [
  ...['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'],
  ...['Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier'],
  ...['Fontaine', 'Chevalier', 'Guérin', 'Faure', 'Rousseau', 'Gauthier', 'Blanc', 'Boyer', 'Garnier', 'Chevallier', 'Lambert'],
  ...['Bonnet', 'François', 'Legrand', 'Gaillard', 'Lemaître', 'Barbier', 'Perrin', 'Clément', 'Dupont', 'Lefebvre', 'Le Goff'],
  ...["N'Diaye", 'Traoré', 'Diallo', 'Haddad', 'Benali', 'Nguyen', 'Da Silva', 'Lopez', 'Besson', 'Brun', 'Masson', 'Caron'],
];

export const CITIES = [
  ['Paris', '75011'],
  ['Lyon', '69006'],
  ['Montreuil', '93100'],
  ['Vincennes', '94300'],
  ['Saint-Mandé', '94160'],
  ['Fontenay-sous-Bois', '94120'],
] as const;

export const STREETS = [
  'rue des Lilas',
  'avenue Foch',
  'rue de la République',
  'boulevard Voltaire',
  'rue Victor-Hugo',
  'allée des Tilleuls',
];

/** Lower-case ASCII words joined by dots, for e-mail addresses: 'Anaïs Le Goff' → 'anais.le.goff'. */
export const toAscii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
