import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';

export const sidePanelMessages = {
  openSidePanel: {
    data: z.object({ jobId: z.string().optional(), tabId: z.number().optional() }),
    result: z.object({ opened: z.boolean() }),
  },
} satisfies MessageTable;
