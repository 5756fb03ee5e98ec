/** Company setup: the company configuration, the barcode library with the serial code generator, and parts BOMs. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { barcodeRoutes } from './barcode.routes.ts';
import { bomRoutes } from './bom.routes.ts';
import { companyConfigRoutes } from './company-config.routes.ts';

export function companySetupRoutes(app: FastifyInstance, deps: Deps) {
  companyConfigRoutes(app, deps);
  barcodeRoutes(app, deps);
  bomRoutes(app, deps);
}
