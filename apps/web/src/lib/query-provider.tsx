import type { ReactNode } from 'react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { onSessionEnd } from './session';

/*
 * The one query cache of the tab. It is created with the signed-in pages rather than at start, so
 * /login loads no TanStack Query (the JavaScript budget, scripts/size.ts); the login form calls the API itself.
 */
const queryClient = createQueryClient();

// A page opened offline (the installed app, docs/decisions/072) waits for the network instead of
// failing every read after its retries: the query cache otherwise counts as online until an event says not.
onlineManager.setOnline(navigator.onLine);

// A lost session drops every cached answer: they belong to that user.
onSessionEnd(() => queryClient.clear());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
