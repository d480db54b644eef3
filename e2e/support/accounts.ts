/** The demo school's accounts (architecture.md, 'The demo school'). */
export const ACCOUNTS = {
  parent: { email: 'parent@example.com', password: 'Parent123!', label: 'Martin family', children: ['Léa', 'Hugo'] },
  student: { email: 'student@example.com', password: 'Student123!', label: 'Léa Martin', children: ['Léa'] },
  parent2: { email: 'parent2@example.com', password: 'Parent123!', label: 'Dubois family', children: ['Noah'] },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
