/** Master-data screens: each is the generic resource page over its metadata, at /basic/<key>/index. */
import { MASTER_DATA_RESOURCES } from '@as/shared';

export const MASTER_DATA_PAGES = MASTER_DATA_RESOURCES.map((def) => ({ pattern: `/basic/${def.key}/index`, def }));
