/** The quality module's front door (issue 18): quality and accident reports, good-comment applications. */
export { qualityRoutes } from './quality.routes.ts';
export { wkGoodCommentApply, wkGoodCommentApplyHistory } from './good-comment.table.ts';
export { wkQualityReport, wkQualityReportHistory } from './quality-report.table.ts';
