/** The demo school's accounts (architecture.md, 'The demo school'). */
export const ACCOUNTS = {
  parent: { email: 'parent@example.com', password: 'Parent123!', label: 'Martin family', children: ['Léa', 'Hugo'] },
  student: { email: 'student@example.com', password: 'Student123!', label: 'Léa Martin', children: ['Léa'] },
  parent2: { email: 'parent2@example.com', password: 'Parent123!', label: 'Dubois family', children: ['Noah'] },
  // Staff: the school office, and Paul Bernard who teaches Mathematics in 6A and 3B.
  office: { email: 'office@example.com', password: 'Office123!', label: 'Nadia Roux', children: [] },
  teacher: { email: 'teacher@example.com', password: 'Teacher123!', label: 'Paul Bernard', children: [] },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
