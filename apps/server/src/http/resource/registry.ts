/** The resources this instance serves, by their spec name, for work that runs outside a request (exports), and the names of their rows kept in memory. */
import type { Database } from '../../db/client.ts';
import { type LabelCache, labelCache } from './label-cache.ts';
import type { ResourceRepository } from './resource.repository.ts';

export class ResourceRegistry extends Map<string, ResourceRepository> {
  constructor(readonly labels: LabelCache) {
    super();
  }
}

/** An instance's registry: the names it keeps are dropped as the database says their tables changed. */
export const resourceRegistry = (database: Database) => new ResourceRegistry(labelCache((drop) => database.onLabelsChanged(drop)));
