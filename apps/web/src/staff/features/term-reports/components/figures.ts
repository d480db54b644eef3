import { i18n } from '@lingui/core';

/** An average as the report's PDF prints it: two decimals, in the reader's language ('14.25', '13,20'). */
export const formatAverage = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
