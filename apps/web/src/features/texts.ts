/** The texts of every feature, added to the catalogues when the shell (the only place features show) loads. */
import { addTexts } from '../app/i18n.ts';
import { accessLocale } from './access/locale.ts';
import { callAccessLocale } from './call-access/locale.ts';
import { companySetupLocale } from './company-setup/locale.ts';
import { customersLocale } from './customers/locale.ts';
import { dispatchLocale } from './dispatch/locale.ts';
import { engineersLocale } from './engineers/locale.ts';
import { exportsLocale } from './exports/locale.ts';
import { masterDataLocale } from './master-data/locale.ts';
import { networkLocale } from './network/locale.ts';
import { orderMoreLocale } from './order-more/locale.ts';
import { platformLocale } from './platform/locale.ts';
import { rulesLocale } from './rules/locale.ts';
import { slaWarningLocale } from './sla-warning/locale.ts';
import { workflowLocale } from './workflow/locale.ts';
import { completionLocale } from './work-orders/completion/locale.ts';
import { workOrdersLocale } from './work-orders/locale.ts';

for (const texts of [accessLocale, platformLocale, exportsLocale, masterDataLocale, rulesLocale, networkLocale, workflowLocale, engineersLocale]) addTexts(texts);
addTexts(companySetupLocale);
addTexts(customersLocale);
addTexts(workOrdersLocale);
addTexts(slaWarningLocale);
addTexts(orderMoreLocale);
addTexts(callAccessLocale);
addTexts(dispatchLocale);
addTexts(completionLocale);
