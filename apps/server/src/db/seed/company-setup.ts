/** Company-setup demo rows of a tenant, in its language: the company configuration with its message templates. */
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Lang = 'zh' | 'en';

const TEMPLATES: Record<Lang, { appointmentTemplate: string; dispatchTemplate: string; completionTemplate: string }> = {
  zh: {
    appointmentTemplate: '尊敬的{customerName}，您的{productName}服务工单{orderNo}已预约在{appointmentTime}上门，工程师{engineerName}（{engineerPhone}）。如需改约请致电{servicePhone}。',
    dispatchTemplate: '尊敬的{customerName}，您的工单{orderNo}已派给{siteName}，工程师{engineerName}（{engineerPhone}）将尽快与您联系。',
    completionTemplate: '尊敬的{customerName}，您的{productName}服务工单{orderNo}已于{finishTime}完工。感谢您的信任，服务热线{servicePhone}。',
  },
  en: {
    appointmentTemplate: 'Dear {customerName}, your service order {orderNo} for your {productName} is booked for {appointmentTime}; engineer {engineerName} ({engineerPhone}) will visit. To change it, call {servicePhone}.',
    dispatchTemplate: 'Dear {customerName}, your order {orderNo} has been assigned to {siteName}; engineer {engineerName} ({engineerPhone}) will contact you shortly.',
    completionTemplate: 'Dear {customerName}, your service order {orderNo} for your {productName} was completed on {finishTime}. Thank you; our hotline is {servicePhone}.',
  },
};

export async function seedCompanySetup(tx: Tx, tenantId: number, lang: Lang) {
  // Tenant 1 reviews new customer profiles and checks serial codes; tenant 2 keeps the defaults otherwise.
  await tx.insert(s.basCompanyConfig).values({ tenantId, ...TEMPLATES[lang], custProfileReview: lang === 'zh', barcodeCheck: lang === 'zh', autoDispatch: lang === 'zh' });
}
