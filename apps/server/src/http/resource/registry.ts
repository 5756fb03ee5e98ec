/** The resources this instance serves, by their spec name, for work that runs outside a request (exports). */
import type { ResourceRepository } from './resource.repository.ts';

export type ResourceRegistry = Map<string, ResourceRepository>;
