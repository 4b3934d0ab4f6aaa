import { z } from 'zod';

// MV3's content security policy forbids `new Function`, which zod's JIT uses.
// Every entrypoint imports this module first, before any schema is built.
z.config({ jitless: true });
