import { i18n } from '@lingui/core';

/** An average as the report prints it: two decimals at most, in the reader's language ('14.25', '14,25'). */
export const formatAverage = (value: number) => i18n.number(value, { maximumFractionDigits: 2 });
