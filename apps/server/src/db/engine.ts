export type Engine = 'sqlite' | 'postgres';

export const engineOf = (databaseUrl: string | undefined): Engine =>
  databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
