import * as z from 'zod/mini';

/** GET /api/messages/unread (and the staff's): the count beside "Messages" in the menu. */
export const ZUnreadMessages = z.object({ unread: z.number().check(z.int()) });
