/** The knowledge module's front door (issue 18, knowledge and bulletins): the knowledge base and bulletins. */
export { knowledgeRoutes } from './knowledge.routes.ts';
export { bulletinRoutes } from './bulletin.routes.ts';
export { basKnowledge, basKnowledgeHistory } from './knowledge.table.ts';
export { basBulletin, basBulletinHistory, basBulletinRead } from './bulletin.table.ts';
