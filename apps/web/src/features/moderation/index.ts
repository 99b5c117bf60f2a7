/** The moderation feature's public surface (issue #27): the Report menu and dialog, the hidden notices. */
export { ReportMenu, useReportDialog, type ReportMenuItem } from './components/ReportMenu.tsx';
export { HiddenBanner, HiddenCaption } from './components/HiddenNotice.tsx';
