/** What the app is built from: real in production, the same real pieces (on PGlite) in tests. */
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import type { ResourceRegistry } from './http/resource/registry.ts';
import type { ExportSource } from './platform/exports/export.service.ts';
import type { JobRunner } from './platform/jobs/job-queue.ts';
import type { SocialProvider } from './platform/auth/social.adapter.ts';
import type { EventBus } from './platform/realtime/event-bus.ts';
import type { SecretBox } from './platform/secrets/secret-box.ts';
import type { SmsSender } from './platform/sms/sms.adapter.ts';

export interface Deps {
  config: Config;
  database: Database;
  events: EventBus;
  sms: SmsSender;
  social: SocialProvider;
  jobs: JobRunner;
  secrets: SecretBox;
  resources: ResourceRegistry;
  /** What exports read besides the resources, by name (a module's own lists). */
  exportSources: Map<string, ExportSource>;
}
