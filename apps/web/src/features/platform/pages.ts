/** Tenants, dictionaries, parameters, logs, files, tokens, the SMS outbox and personal information: the screens and the routes they open at. */
import type { PageDef } from '../../shell/page-def.ts';

export const PLATFORM_PAGES: PageDef[] = [];
