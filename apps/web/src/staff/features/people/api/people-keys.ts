/** The query keys of the office's people pages; a write invalidates the lists and the page it changed. */
export const peopleKeys = {
  pupils: ['staff', 'pupils'] as const,
  pupilList: (params: Record<string, string>) => ['staff', 'pupils', 'list', params] as const,
  pupil: (id: number) => ['staff', 'pupils', 'one', { id }] as const,
  pupilHealth: (id: number) => ['staff', 'pupils', 'health', { id }] as const,
  pupilPhoto: (id: number) => ['staff', 'pupils', 'photo', { id }] as const,
  families: ['staff', 'families'] as const,
  familyList: (params: Record<string, string>) => ['staff', 'families', 'list', params] as const,
  family: (id: number) => ['staff', 'families', 'one', { id }] as const,
  familyPreview: (id: number) => ['staff', 'families', 'preview', { id }] as const,
  teachers: ['staff', 'teachers'] as const,
  teacherList: (params: Record<string, string>) => ['staff', 'teachers', 'list', params] as const,
  staffAccounts: ['staff', 'staff-accounts'] as const,
  classes: ['staff', 'audience-choices'] as const,
};

/** The query string of a list: only the parameters that are set, so the default list has one key. */
export function listParams(values: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) continue;
    params[key] = String(value);
  }
  return params;
}

export const withQuery = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};
