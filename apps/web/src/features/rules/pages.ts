/** Rules screens (push rules, return-visit setup, ordering rules, locales, manufacturers): the generic resource page at /basic/<key>/index. */
import { RULES_RESOURCES } from '@as/shared';

export const RULES_PAGES = RULES_RESOURCES.map((def) => ({ pattern: `/basic/${def.key}/index`, def }));
