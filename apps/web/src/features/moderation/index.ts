/** The moderation feature's public surface (issue #27): the Report menu and dialog. */
export { ReportMenu } from './components/ReportMenu.tsx';
