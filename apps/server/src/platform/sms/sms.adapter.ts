/**
 * Sending SMS. The only provider this build ships is the outbox: it records each message, and administrators
 * read them on the SMS outbox screen. A real provider implements SmsSender and is chosen by SMS_PROVIDER.
 */
import type { Tx } from '../../db/client.ts';
import { sysSmsOutbox } from './sms.table.ts';

export interface SmsMessage {
  tenantId: number;
  phone: string;
  template: string;
  content: string;
}

export interface SmsSender {
  readonly name: string;
  /** Sends (or records) within the caller's transaction, so a rolled-back command sends nothing. */
  send(tx: Tx, message: SmsMessage): Promise<void>;
}

export const outboxSms: SmsSender = {
  name: 'outbox',
  async send(tx, message) {
    await tx.insert(sysSmsOutbox).values({ ...message, provider: 'outbox', status: 'recorded' });
  },
};
