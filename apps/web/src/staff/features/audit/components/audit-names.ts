import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TAuditAction } from '@carnet/contract';

/**
 * The audit log's actions as the office picks them in the filter: every action the server writes (the
 * contract's list, so a new one fails the type check until it is named here). The lines themselves are
 * worded by the server (decision 097).
 */
export const ACTION_NAMES: Record<TAuditAction, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Changed`,
  delete: msg`Deleted`,
  remove: msg`Removed`,
  move: msg`Moved`,
  deactivate: msg`Deactivated`,
  reactivate: msg`Reactivated`,
  publish: msg`Published`,
  withdraw: msg`Withdrawn`,
  read: msg`Read`,
  resend: msg`Sent again`,
  invite: msg`Invited`,
  print: msg`Printed`,
  import: msg`Imported`,
  export: msg`Exported`,
  purge: msg`Deleted by retention`,
  roll: msg`New school year`,
  reopen: msg`Reopened`,
};
