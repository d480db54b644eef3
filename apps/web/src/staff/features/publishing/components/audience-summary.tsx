import { useLingui } from '@lingui/react/macro';
import type { TPublication } from '@carnet/contract';

/** 'Whole school', 'Classes: 3B, 6A', 'Pupils: Léa Martin'. */
export function useAudienceSummary() {
  const { t } = useLingui();
  return (audience: TPublication['audience']): string => {
    const names = audience.names.join(', ');
    switch (audience.kind) {
      case 'school':
        return t`Whole school`;
      case 'yearGroups':
        return t`Year groups: ${names}`;
      case 'classes':
        return t`Classes: ${names}`;
      case 'teachingGroups':
        return t`Teaching groups: ${names}`;
      case 'pupils':
        return t`Pupils: ${names}`;
    }
  };
}
