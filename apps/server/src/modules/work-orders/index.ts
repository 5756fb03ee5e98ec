/** The work-order module's front door: for now, the reminder counts the shell polls. */
export { reminderRoutes } from './reminder.routes.ts';
