/** The knowledge base and bulletins (issue 18) under 知识文档. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const KNOWLEDGE_PAGES: PageDef[] = [
  { pattern: '/knowledge/base/index', menu: true, component: page(() => import('./KnowledgePage.tsx'), (m) => m.KnowledgePage) },
  { pattern: '/knowledge/bulletin/index', menu: true, component: page(() => import('./BulletinPage.tsx'), (m) => m.BulletinPage) },
];
