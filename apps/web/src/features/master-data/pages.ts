/** Master-data screens: each is the generic resource page over its metadata. */
import { areaResource, serviceTypeResource, slaResource } from '@as/shared';

export const MASTER_DATA_PAGES = [
  { pattern: '/basic/serviceType/index', def: serviceTypeResource },
  { pattern: '/basic/area/index', def: areaResource },
  { pattern: '/basic/sla/index', def: slaResource },
];
